/*
 * run_self.c: this kforge, run again as a child (cli.h), and the helpers of
 * the subcommands that run children: `kforge explore`
 * runs `kforge verify` and `kforge gen` per variant, and `kforge ui`
 * answers each request with a subcommand, so that a crash or a long build
 * stays in the child and the server keeps serving.
 */
#include <errno.h>
#include <ftw.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

extern char **environ;

static int rm_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb;
    (void)flag;
    (void)ftw;
    return remove(path);
}

void kf_cli_rmtree(const char *dir)
{
    nftw(dir, rm_entry, 8, FTW_DEPTH | FTW_PHYS);
}

int kf_cli_parse_runs(const char *name, const char *s, int *runs)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*end || end == s || v < 1 || v > 100)
        return kf_cli_usage_error(name, "--runs wants 1 to 100, not '%s'", s);
    *runs = (int)v;
    return 0;
}

int kf_cli_run_self(const char *const *args, const char *out_path, const char *err_path,
                    int limit_s)
{
    const char *argv[64];
    int n = 0;
    argv[n++] = "kforge";
    for (; args[n - 1] && n < 63; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    if (out_path)
        posix_spawn_file_actions_addopen(&fa, 1, out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (err_path)
        posix_spawn_file_actions_addopen(&fa, 2, err_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    pid_t pid;
    int rc = posix_spawn(&pid, "/proc/self/exe", &fa, NULL, (char *const *)argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0)
        return -1;
    struct timespec t0, now, tick = {0, 20 * 1000 * 1000};
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        int st;
        pid_t w = waitpid(pid, &st, limit_s > 0 ? WNOHANG : 0);
        if (w == pid)
            return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
        if (w < 0 && errno != EINTR)
            return -1;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (limit_s > 0 && now.tv_sec - t0.tv_sec >= limit_s) {
            kill(pid, SIGKILL);
            waitpid(pid, &st, 0);
            return -1;
        }
        if (limit_s > 0)
            nanosleep(&tick, NULL);
    }
}
