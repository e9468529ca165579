/*
 * cmd_ui.c: `kforge ui FILE.c [--port N] [-- CFLAGS...]`: a local page over
 * the one file the user opened (seed 003 §1: the generator reachable
 * through a web interface; §2: analyse, generate, build and time, compare).
 *
 * The HTTP server is libmicrohttpd's, bound to 127.0.0.1 only, one thread
 * per connection so that a long explore does not hold the page.  What it
 * serves:
 *
 *   GET /, /ui.js, /ui.css          the page, compiled in (cli/ui/)
 *   GET /api/source                 {"file", "text"}: FILE.c as it is now
 *   GET /api/analyze                `kforge analyze --format json`
 *   GET /api/graph?kind=K[&function=F]   `kforge graph` as SVG
 *   GET /api/gen?target=T           `kforge gen --explain`: the files written
 *   GET /api/verify?target=T        `kforge verify --format json`
 *   GET /api/explore?target=T&budget=S   `kforge explore --format json --confirm 1`
 *   GET /api/menu                   `kforge transform --list`: [{name, args, summary}]
 *   GET /api/transform?spec=S[;S...]&target=T   `kforge transform --apply S
 *                                   [--apply S...]` on FILE.c: the text (the
 *                                   page draws the diff), its analysis and
 *                                   `kforge verify` of it; FILE.c is not
 *                                   changed
 *
 * Every API answer is a JSON object {"ok": bool, ..., "errors": stderr}.
 * Each runs the subcommand as a child of this kforge (cli.h,
 * kf_cli_run_self) on FILE.c and its CFLAGS only: no request names a path,
 * and parameters are checked against fixed lists (a function name must be
 * an identifier).  Requests other than GET, with a body or a URL and
 * headers over 4 KiB, or with a Host that is not this loopback address are
 * refused (the last against DNS rebinding: another site's page in the
 * user's browser cannot read this one's answers).
 */
#include <arpa/inet.h>
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <microhttpd.h>

#include "cli.h"
#include "kforge/file.h"
#include "kforge/json.h"

enum { MAX_REQUEST = 4096, DEFAULT_PORT = 8017, CHILD_LIMIT_S = 600 };

struct ui {
    const char *file;
    const char *const *cflags;
    int ncflags;
    unsigned port;
};

struct req {
    size_t body; /* bytes of body received: any is refused */
};

static enum MHD_Result reply(struct MHD_Connection *c, unsigned status, const char *type,
                             const void *data, size_t len)
{
    struct MHD_Response *r =
        MHD_create_response_from_buffer(len, (void *)data, MHD_RESPMEM_MUST_COPY);
    if (!r)
        return MHD_NO;
    MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, type);
    MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(r, "Content-Security-Policy",
                            "default-src 'self'; style-src 'self' 'unsafe-inline'; "
                            "img-src 'self' data:; frame-ancestors 'none'");
    enum MHD_Result rc = MHD_queue_response(c, status, r);
    MHD_destroy_response(r);
    return rc;
}

static enum MHD_Result reply_json(struct MHD_Connection *c, unsigned status, json_t *doc)
{
    char *s = kf_json_text(doc);
    json_decref(doc);
    if (!s)
        return MHD_NO;
    enum MHD_Result rc = reply(c, status, "application/json", s, strlen(s));
    free(s);
    return rc;
}

static enum MHD_Result reply_error(struct MHD_Connection *c, unsigned status, const char *msg)
{
    json_t *doc = json_object();
    kf_json_set(doc, "ok", json_false());
    kf_json_set(doc, "errors", json_string(msg));
    return reply_json(c, status, doc);
}

/* One child run: `kforge SUB [args...] FILE -- CFLAGS` in a fresh
 * directory; its stdout (a file read back, or *out_text) and stderr go
 * into the answer. */
struct child {
    char dir[64];
    char out[96], err[96];
    int rc;
};

static void run_child_on(const struct ui *ui, struct child *ch, const char *const *args,
                         const char *file, const char *const *extra)
{
    const char *a[64];
    int n = 0;
    for (; args[n] && n < 40; n++)
        a[n] = args[n];
    a[n++] = file;
    a[n++] = "--";
    for (int i = 0; i < ui->ncflags && n < 60; i++)
        a[n++] = ui->cflags[i];
    for (int i = 0; extra && extra[i] && n < 62; i++)
        a[n++] = extra[i];
    a[n] = NULL;
    snprintf(ch->out, sizeof ch->out, "%s/stdout", ch->dir);
    snprintf(ch->err, sizeof ch->err, "%s/stderr", ch->dir);
    ch->rc = kf_cli_run_self(a, ch->out, ch->err, CHILD_LIMIT_S);
}

static void run_child(const struct ui *ui, struct child *ch, const char *const *args)
{
    run_child_on(ui, ch, args, ui->file, NULL);
}

static json_t *file_text(const char *path)
{
    char *s = kf_file_read(path, NULL);
    json_t *j = s ? json_string(s) : NULL;
    free(s);
    return j ? j : json_string("");
}

/* stdout parsed as JSON into doc[key] (null when it is not JSON) */
static void add_json_output(json_t *doc, const char *key, const struct child *ch)
{
    char *s = kf_file_read(ch->out, NULL);
    json_t *j = s ? kf_json_read(s, NULL, 0) : NULL;
    free(s);
    kf_json_set(doc, key, j);
}

static bool one_of(const char *s, const char *const *allowed)
{
    for (int i = 0; s && allowed[i]; i++)
        if (strcmp(s, allowed[i]) == 0)
            return true;
    return false;
}

static bool identifier(const char *s)
{
    if (!s || !*s || strlen(s) > 64 || isdigit((unsigned char)*s))
        return false;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && *s != '_')
            return false;
    return true;
}

/* A transformation's spec: NAME(ARG, ...) with loop ids, numbers, names
 * and line:N, nothing else (it is an argument of a child, never a shell
 * word, but the list keeps what reaches kforge to what a spec can hold). */
static bool spec_ok(const char *s)
{
    if (!s || !*s || strlen(s) > 200)
        return false;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && !strchr("_(),.:; ", *s))
            return false;
    return true;
}

enum { MAX_CHAIN = 8 };

/* "A;B;C" (the page's kept transformations, then the new one) into
 * --apply A --apply B ... in a[] from k on, each part in buf; the new k,
 * or -1 when a part is empty or there are too many. */
static int chain_args(const char *spec, char (*buf)[208], const char **a, int k)
{
    int n = 0;
    for (const char *p = spec; p && *p;) {
        const char *semi = strchr(p, ';');
        size_t len = semi ? (size_t)(semi - p) : strlen(p);
        while (len && p[len - 1] == ' ')
            len--;
        while (len && *p == ' ')
            p++, len--;
        if (!len || n == MAX_CHAIN)
            return -1;
        snprintf(buf[n], sizeof buf[n], "%.*s", (int)len, p);
        a[k++] = "--apply";
        a[k++] = buf[n++];
        p = semi ? semi + 1 : NULL;
    }
    return n ? k : -1;
}

/* `kforge transform --list`'s lines, "NAME(ARGS)   SUMMARY" (ARGS's
 * parentheses balanced), as objects */
static json_t *menu_of(const char *text)
{
    json_t *menu = json_array();
    for (const char *p = text; p && *p;) {
        const char *eol = strchr(p, '\n');
        size_t n = eol ? (size_t)(eol - p) : strlen(p);
        const char *open = memchr(p, '(', n), *sp = NULL;
        for (int depth = 0, i = open ? (int)(open - p) : (int)n; i < (int)n && !sp; i++) {
            depth += p[i] == '(' ? 1 : p[i] == ')' ? -1 : 0;
            if (depth == 0)
                sp = p + i + 1; /* past the arguments' closing ')' */
        }
        if (open && sp) {
            const char *sum = sp;
            while (sum < p + n && *sum == ' ')
                sum++;
            json_t *row = json_object();
            kf_json_set(row, "name", json_stringn(p, (size_t)(open - p)));
            kf_json_set(row, "args", json_stringn(open, (size_t)(sp - open)));
            kf_json_set(row, "summary", json_stringn(sum, (size_t)(p + n - sum)));
            json_array_append_new(menu, row);
        }
        p = eol ? eol + 1 : NULL;
    }
    return menu;
}

static const char *const targets[] = {"openmp", "opencl", "cuda", NULL};
static const char *const kinds[] = {"call", "cfg", "deps", NULL};

static enum MHD_Result api(const struct ui *ui, struct MHD_Connection *c, const char *what)
{
    const char *target = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "target");
    if (strcmp(what, "source") == 0) {
        json_t *doc = json_object();
        kf_json_set(doc, "ok", json_true());
        kf_json_set(doc, "file", json_string(ui->file));
        kf_json_set(doc, "text", file_text(ui->file));
        return reply_json(c, MHD_HTTP_OK, doc);
    }
    struct child ch = {.rc = -1};
    snprintf(ch.dir, sizeof ch.dir, "/tmp/kforge-ui-XXXXXX");
    if (!mkdtemp(ch.dir))
        return reply_error(c, MHD_HTTP_INTERNAL_SERVER_ERROR, "cannot make a temporary directory");
    json_t *doc = json_object();
    kf_json_set(doc, "ok", json_false());
    unsigned status = MHD_HTTP_OK;
    char path[128], budget[16];
    if (strcmp(what, "analyze") == 0) {
        const char *a[] = {"analyze", "--format", "json", NULL};
        run_child(ui, &ch, a);
        add_json_output(doc, "analysis", &ch);
    } else if (strcmp(what, "graph") == 0) {
        const char *kind = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "kind");
        const char *fn = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "function");
        if (fn && !*fn)
            fn = NULL;
        if (!one_of(kind, kinds) || (fn && !identifier(fn))) {
            status = MHD_HTTP_BAD_REQUEST;
        } else {
            snprintf(path, sizeof path, "%s/graph.svg", ch.dir);
            const char *a[] = {"graph", "--kind", kind, "-o", path, fn ? "--function" : NULL, fn, NULL};
            run_child(ui, &ch, a);
            kf_json_set(doc, "svg", ch.rc == 0 ? file_text(path) : NULL);
        }
    } else if (strcmp(what, "gen") == 0) {
        if (!one_of(target, targets)) {
            status = MHD_HTTP_BAD_REQUEST;
        } else {
            snprintf(path, sizeof path, "%s/generated.c", ch.dir);
            const char *a[] = {"gen", "--explain", "--target", target, "-o", path, NULL};
            run_child(ui, &ch, a);
            json_t *files = json_array();
            for (int cu = 0; ch.rc == 0 && cu < 1 + (strcmp(target, "cuda") == 0); cu++) {
                json_t *f = json_object();
                kf_json_set(f, "name", json_string(cu ? "generated.cu" : "generated.c"));
                snprintf(path, sizeof path, "%s/generated.c%s", ch.dir, cu ? "u" : "");
                kf_json_set(f, "text", file_text(path));
                json_array_append_new(files, f);
            }
            kf_json_set(doc, "files", files);
            kf_json_set(doc, "explain", file_text(ch.err));
        }
    } else if (strcmp(what, "verify") == 0) {
        if (!one_of(target, targets)) {
            status = MHD_HTTP_BAD_REQUEST;
        } else {
            const char *a[] = {"verify", "--format", "json", "--runs", "3", "--target", target, NULL};
            run_child(ui, &ch, a);
            add_json_output(doc, "verify", &ch);
        }
    } else if (strcmp(what, "explore") == 0) {
        const char *b = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "budget");
        char *end = NULL;
        long secs = b ? strtol(b, &end, 10) : 30;
        if (!one_of(target, targets) || (b && (*end || secs < 1 || secs > 600))) {
            status = MHD_HTTP_BAD_REQUEST;
        } else {
            snprintf(budget, sizeof budget, "%lds", secs);
            /* one second look, not two: the page waits for the answer */
            const char *a[] = {"explore", "--format", "json", "--target", target,
                               "--budget", budget, "--confirm", "1", NULL};
            run_child(ui, &ch, a);
            add_json_output(doc, "explore", &ch);
        }
    } else if (strcmp(what, "menu") == 0) {
        const char *a[] = {"transform", "--list", NULL};
        run_child(ui, &ch, a);
        char *text = kf_file_read(ch.out, NULL);
        kf_json_set(doc, "menu", menu_of(text));
        free(text);
    } else if (strcmp(what, "transform") == 0) {
        const char *spec = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "spec");
        char parts[MAX_CHAIN][208];
        const char *a[2 * MAX_CHAIN + 4] = {"transform"};
        int k = spec_ok(spec) ? chain_args(spec, parts, a, 1) : -1;
        if (k < 0 || !one_of(target, targets)) {
            status = MHD_HTTP_BAD_REQUEST;
        } else {
            /* the result next to nothing of the user's: includes "..."
             * find FILE.c's neighbours through -iquote */
            snprintf(path, sizeof path, "%s/transformed.c", ch.dir);
            a[k++] = "-o";
            a[k++] = path;
            a[k] = NULL;
            run_child(ui, &ch, a);
            kf_json_set(doc, "spec", json_string(spec));
            kf_json_set(doc, "text", ch.rc == 0 ? file_text(path) : NULL);
            if (ch.rc == 0) {
                char dir[4096];
                const char *slash = strrchr(ui->file, '/');
                snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - ui->file) : 1,
                         slash ? (slash == ui->file ? "/" : ui->file) : ".");
                const char *extra[] = {"-iquote", dir, NULL};
                const char *an[] = {"analyze", "--format", "json", NULL};
                const char *v[] = {"verify", "--format", "json", "--runs", "1", "--target", target, NULL};
                struct child vc = {.rc = -1};
                snprintf(vc.dir, sizeof vc.dir, "%s", ch.dir);
                /* each writes stdout and stderr over the one before: read
                 * in turn */
                run_child_on(ui, &vc, an, path, extra);
                add_json_output(doc, "analysis", &vc);
                run_child_on(ui, &vc, v, path, extra);
                add_json_output(doc, "verify", &vc);
            }
        }
    } else {
        status = MHD_HTTP_NOT_FOUND;
    }
    if (status == MHD_HTTP_OK) {
        kf_json_set(doc, "ok", json_boolean(ch.rc == 0));
        kf_json_set(doc, "errors", file_text(ch.err));
    } else {
        kf_json_set(doc, "errors", json_string(status == MHD_HTTP_NOT_FOUND
                                                   ? "no such API call"
                                                   : "a parameter is missing or not one of those allowed"));
    }
    kf_cli_rmtree(ch.dir);
    return reply_json(c, status, doc);
}

/* Host: 127.0.0.1:PORT or localhost:PORT, nothing else */
static bool host_ok(const struct ui *ui, struct MHD_Connection *c)
{
    const char *h = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_HOST);
    char a[64], b[64];
    snprintf(a, sizeof a, "127.0.0.1:%u", ui->port);
    snprintf(b, sizeof b, "localhost:%u", ui->port);
    return h && (strcmp(h, a) == 0 || strcmp(h, b) == 0);
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *c, const char *url,
                              const char *method, const char *version, const char *upload,
                              size_t *upload_size, void **req_cls)
{
    (void)version;
    (void)upload;
    const struct ui *ui = cls;
    struct req *r = *req_cls;
    if (!r) { /* the headers: decide what can be refused before any body */
        if (!(r = calloc(1, sizeof *r)))
            return MHD_NO;
        *req_cls = r;
        const char *len = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (len && strtoull(len, NULL, 10) > 0)
            return reply_error(c, MHD_HTTP_CONTENT_TOO_LARGE, "requests carry no body here");
        if (strcmp(method, MHD_HTTP_METHOD_GET) != 0 && strcmp(method, MHD_HTTP_METHOD_HEAD) != 0)
            return reply_error(c, MHD_HTTP_METHOD_NOT_ALLOWED, "only GET");
        if (!host_ok(ui, c))
            return reply_error(c, MHD_HTTP_FORBIDDEN, "this server answers only to its loopback address");
        if (strlen(url) > MAX_REQUEST)
            return reply_error(c, MHD_HTTP_URI_TOO_LONG, "request too large");
        return MHD_YES;
    }
    if (*upload_size) { /* a chunked body: counted, dropped, refused below */
        r->body += *upload_size;
        *upload_size = 0;
        return MHD_YES;
    }
    if (r->body)
        return reply_error(c, MHD_HTTP_CONTENT_TOO_LARGE, "requests carry no body here");
    if (strncmp(url, "/api/", 5) == 0)
        return api(ui, c, url + 5);
    const char *name = strcmp(url, "/") == 0 ? "/index.html" : url;
    for (const struct kf_ui_asset *a = kf_ui_assets; a->path; a++)
        if (strcmp(a->path, name) == 0)
            return reply(c, MHD_HTTP_OK, a->type, a->data, a->len);
    return reply_error(c, MHD_HTTP_NOT_FOUND, "not found");
}

static void completed(void *cls, struct MHD_Connection *c, void **req_cls,
                      enum MHD_RequestTerminationCode why)
{
    (void)cls;
    (void)c;
    (void)why;
    free(*req_cls);
    *req_cls = NULL;
}

int kf_cli_ui(int argc, char **argv)
{
    static const struct option opts[] = {
        {"port", required_argument, NULL, 'p'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    long port = DEFAULT_PORT;
    int nown = kf_cli_own_args(argc, argv);
    int c;
    char *end;
    opterr = 0;
    while ((c = getopt_long(nown, argv, "p:h", opts, NULL)) != -1) {
        switch (c) {
        case 'p':
            port = strtol(optarg, &end, 10);
            if (*end || port < 0 || port > 65535)
                return kf_cli_usage_error(argv[0], "--port wants 0 to 65535, not '%s'", optarg);
            break;
        case 'h': kf_cli_help(argv[0], stdout); return KF_EXIT_OK;
        default:
            return kf_cli_usage_error(argv[0], "unknown or incomplete option '%s'", argv[optind - 1]);
        }
    }
    if (optind != nown - 1)
        return kf_cli_usage_error(argv[0], optind >= nown ? "no input file" : "one input file only");
    struct ui ui = {.file = argv[optind]};
    ui.cflags = (const char *const *)argv + nown + 1;
    ui.ncflags = nown < argc ? argc - nown - 1 : 0;
    /* read it once here, as every page will: a directory passes access() */
    char *probe = kf_file_read(ui.file, NULL);
    if (!probe) {
        fprintf(stderr, "%s: error: cannot read the file: %s\n", ui.file, strerror(errno));
        return KF_EXIT_INPUT;
    }
    free(probe);
    /* the server's threads inherit this mask: the signals come to sigwait */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    struct MHD_Daemon *d = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_ERROR_LOG,
        (uint16_t)port, NULL, NULL, handle, &ui, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(4 * MAX_REQUEST),
        MHD_OPTION_CONNECTION_LIMIT, (unsigned)32, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)60,
        MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_END);
    if (!d) {
        fprintf(stderr, "kforge ui: cannot listen on 127.0.0.1:%ld: %s\n", port, strerror(errno));
        return KF_EXIT_INPUT;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    ui.port = info ? info->port : (unsigned)port;
    printf("kforge ui: %s on http://127.0.0.1:%u/ (Ctrl-C stops)\n", ui.file, ui.port);
    fflush(stdout);
    int sig;
    sigwait(&stop, &sig);
    MHD_stop_daemon(d);
    return KF_EXIT_OK;
}
