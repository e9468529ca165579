-- statement_timeout and cancel end the child quickly; no child survives
CREATE FUNCTION c_children() RETURNS int AS $$
#plcuda_decl
#include <dirent.h>
#plcuda_begin
  /* processes whose parent is the backend, other than this one */
  pid_t backend = getppid();
  int n = 0;
  DIR *d = opendir("/proc");
  struct dirent *de;
  while ((de = readdir(d)) != NULL)
  {
    char path[300], buf[512];
    int pid = atoi(de->d_name), ppid = 0;
    if (pid <= 0 || pid == getpid())
      continue;
    snprintf(path, sizeof(path), "/proc/%d/stat", pid);
    FILE *f = fopen(path, "r");
    if (!f)
      continue;
    if (fgets(buf, sizeof(buf), f))
    {
      char *p = strrchr(buf, ')');
      if (p && sscanf(p + 2, "%*c %d", &ppid) == 1 && ppid == backend)
        n++;
    }
    fclose(f);
  }
  closedir(d);
  return n;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION c_spin() RETURNS int AS $$
#plcuda_begin
  for (;;)
    ;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION c_sleep() RETURNS int AS $$
#plcuda_begin
  if (fork() == 0)
    sleep(1000);        /* a grandchild: killed with its group */
  sleep(1000);
  return 0;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT c_children();

SET statement_timeout = '300ms';
SELECT c_spin();
SELECT c_sleep();
RESET statement_timeout;
SELECT c_children();

-- descendants that left the group and the session die too: a process
-- that calls setsid(), and the orphan of a daemon's double fork
CREATE FUNCTION c_daemon(warm bool) RETURNS int AS $$
#plcuda_decl
#include <sys/prctl.h>
#plcuda_begin
  char name[16];

  snprintf(name, sizeof(name), "plcd%d", (int) getppid());
  prctl(PR_SET_NAME, name);
  if (fork() == 0)
  {
    setsid();
    if (fork() == 0)
      for (;;)
        sleep(1000);
    _exit(0);
  }
  if (fork() == 0)
  {
    setsid();
    for (;;)
      sleep(1000);
  }
  for (;;)
    sleep(1000);
#plcuda_end
$$ LANGUAGE plcuda;
-- live processes (not zombies) named by c_daemon for this backend
CREATE FUNCTION c_daemons() RETURNS int AS $$
#plcuda_decl
#include <dirent.h>
#plcuda_begin
  char want[32], path[300], buf[512];
  int n = 0;
  DIR *d = opendir("/proc");
  struct dirent *de;

  snprintf(want, sizeof(want), "(plcd%d) ", (int) getppid());
  while ((de = readdir(d)) != NULL)
  {
    int pid = atoi(de->d_name);
    FILE *f;
    char *p;

    if (pid <= 0)
      continue;
    snprintf(path, sizeof(path), "/proc/%d/stat", pid);
    if ((f = fopen(path, "r")) == NULL)
      continue;
    if (fgets(buf, sizeof(buf), f) && (p = strstr(buf, want)) != NULL &&
        p[strlen(want)] != 'Z' && p[strlen(want)] != 'X')
      n++;
    fclose(f);
  }
  closedir(d);
  return n;
#plcuda_end
$$ LANGUAGE plcuda;
SET statement_timeout = '500ms';
SELECT c_daemon(true);
RESET statement_timeout;
SET plcuda.warm_workers = off;
SELECT c_daemons();
SET statement_timeout = '500ms';
SELECT c_daemon(false);
RESET statement_timeout;
SELECT c_daemons();
RESET plcuda.warm_workers;

-- ended within one second of the timeout
CREATE FUNCTION c_timed(timeout text) RETURNS bool LANGUAGE plpgsql AS $$
DECLARE t0 timestamptz := clock_timestamp();
BEGIN
  BEGIN
    PERFORM c_spin();
  EXCEPTION WHEN query_canceled THEN
    RETURN clock_timestamp() - t0 < '1.3s'::interval;
  END;
  RETURN false;
END $$;
SET statement_timeout = '300ms';
SELECT c_timed('300ms') AS ended_in_time;
RESET statement_timeout;
SELECT c_children();

-- nvcc itself is cancelled, and leaves no build folder
SET statement_timeout = '50ms';
CREATE FUNCTION c_slow_build() RETURNS int AS $$
#plcuda_begin
  return 12345;
#plcuda_end
$$ LANGUAGE plcuda;
RESET statement_timeout;
SELECT count(*) AS build_dirs FROM pg_ls_dir('plcuda_cache') f WHERE f LIKE 'build-%';
SELECT c_children();

-- a descendant that leaves the group and keeps the pipes open does not
-- hold the call for more than about a second
CREATE FUNCTION c_escape() RETURNS int AS $$
#plcuda_begin
  if (fork() == 0)
  {
    setsid();
    sleep(3);
    _exit(0);
  }
  return 42;
#plcuda_end
$$ LANGUAGE plcuda;
SET plcuda.warm_workers = off;
SET statement_timeout = '2500ms';
SELECT c_escape();
RESET statement_timeout;
RESET plcuda.warm_workers;

-- the program gets fds 0-3 and nothing of the backend's
CREATE FUNCTION c_fds() RETURNS text AS $$
#plcuda_decl
#include <dirent.h>
#plcuda_begin
  char out[256] = "";
  DIR *d = opendir("/proc/self/fd");
  struct dirent *de;
  int self = dirfd(d);
  while ((de = readdir(d)) != NULL)
    if (de->d_name[0] != '.' && atoi(de->d_name) != self)
    {
      strcat(out, " ");
      strcat(out, de->d_name);
    }
  closedir(d);
  return plcuda_text(out);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT c_fds();
