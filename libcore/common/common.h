/*
 * common.h - the game-independent layer of libcore: messages and numbers,
 * bounded lines, the random generator, colour, the command line, prompts,
 * locked atomic rewrites and the users file.  Nothing here knows a game;
 * game.h and each companion game's header build on it (libcore/LAYERS).
 */
#ifndef YUT_COMMON_H
#define YUT_COMMON_H

#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stddef.h>

#define YUT_VERSION	"1.0.0"

#define YUT_LINE_MAX	4096	/* longest state or file line, newline excluded */
#define YUT_ID_MAX	32
#define YUT_PASS_MAX	256	/* longest password or hash field */
#define YUT_NCOLORS	4	/* players with a colour of their own */

/* ---------------------------------------------------------------- util.c */

/* Exit codes of every command (SPEC 8). */
enum { YUT_EXIT_OK = 0, YUT_EXIT_REFUSED = 1, YUT_EXIT_USAGE = 2 };

extern const char *yut_argv0;

void yut_setprogname(const char *argv0);
/* Print "argv0: message" (a trailing ':' in fmt adds strerror) and exit 2. */
_Noreturn void yut_die(const char *fmt, ...);
/* As yut_die, with an exit status of the caller's choice. */
_Noreturn void yut_diex(int status, const char *fmt, ...);
/* Print "argv0: message" as yut_die does, and go on. */
void yut_warn(const char *fmt, ...);
/*
 * Write s to fp with control bytes and bytes that are not UTF-8 quoted
 * visibly as \ooo (ESC is \033), so that text from files or input cannot
 * drive the terminal.  yut_warn and yut_die quote their messages so.
 */
void yut_fputs_quoted(const char *s, FILE *fp);
/* A message formatted into a buffer of its own (free it), or NULL. */
char *yut_vformat(const char *fmt, va_list ap);
/*
 * Build a table once, whichever thread asks first, the others waiting
 * until it is built: the one way libcore makes a table at run time.  Each
 * table has its own once (PTHREAD_ONCE_INIT); after the first call, a
 * call is a load and a test.
 */
static inline void
yut_once(pthread_once_t *once, void (*build)(void))
{
	(void)pthread_once(once, build);
}
/* Parse a decimal integer in [min, max]; on failure return 0, *errstr set. */
long long yut_strtonum(const char *s, long long min, long long max,
    const char **errstr);
void *yut_malloc(size_t n);
void *yut_calloc(size_t n, size_t size);
void *yut_realloc(void *p, size_t n);
char *yut_strdup(const char *s);
/*
 * Read one line of at most max bytes (newline and a CR before it removed)
 * into buf of max + 1 bytes.  Returns the length, -1 at end of input,
 * -2 when the line is too long (the rest of it is consumed), -3 when it
 * holds a NUL byte, YUT_LINE_ENDLESS when it is too long and no newline
 * comes in YUT_SKIP_MAX more bytes: reading stops there, and the caller
 * treats the input as broken (no further line can be trusted).
 */
#define YUT_LINE_ENDLESS	(-4)
#define YUT_SKIP_MAX	65536
int yut_getline(FILE *fp, char *buf, size_t max);
/*
 * Parse arg, the comma-separated list of option opt ("-r"), into out[0..]
 * (at most max items): item turns one item into its value, or -1 when it
 * is none; what names a good item in the message of a bad one ("a roll
 * (1-4)"), which exits 2.  Returns how many items there were.
 */
int yut_parse_list(const char *opt, const char *arg, int *out, int max,
    int (*item)(const char *s, void *ctx), void *ctx, const char *what);
/* Remove the blanks (spaces, tabs) at the end of s; returns its length. */
size_t yut_rtrim(char *s);
/* Write len bytes of line without the blanks at their end, and a newline. */
void yut_putline(FILE *fp, const char *line, size_t len);
/* The path in environment variable var when set and not empty, else def. */
const char *yut_path_env(const char *var, const char *def);
/* Seconds on the monotonic clock, for rates and elapsed times. */
double yut_seconds(void);
/* Flush fp and die if writing it failed; call before exit. */
void yut_fshut(FILE *fp, const char *name);
/* Print the version line of a command and exit 0. */
_Noreturn void yut_version(void);
/* Strip ANSI escapes from s in place. */
void yut_strip_escapes(char *s);

/*
 * A memo of values for a search, keyed on three words: 2^bits slots, the
 * slot of a key the top bits of its hash, a newer entry taking the place
 * of an older.  yut_memo_forget forgets every entry at once (a new
 * generation; the slots are cleared when the count wraps); a search calls
 * it before it begins, the first included.  A memo belongs to one search
 * at a time: two searches at once each have their own.
 */
struct yut_memo_slot {
	uint64_t key[3];
	unsigned gen;
	double v;
};
struct yut_memo {
	struct yut_memo_slot *slot;
	int bits;
	unsigned gen;
};
/*
 * A memo of 2^bits empty slots: 0, or -1 when there is no memory (the
 * memo then remembers nothing, and yut_memo_free frees nothing).
 */
int yut_memo_init(struct yut_memo *m, int bits);
void yut_memo_free(struct yut_memo *m);
void yut_memo_forget(struct yut_memo *m);
/* Whether key is remembered; its value in *v. */
int yut_memo_get(const struct yut_memo *m, const uint64_t key[3], double *v);
void yut_memo_put(struct yut_memo *m, const uint64_t key[3], double v);


/*
 * Valid ID: 1..32 of [A-Za-z0-9_.-].  Here rather than in users.c, so
 * that what checks an ID does not link the password code and libcrypt.
 */
int yut_valid_id(const char *s);

/* ----------------------------------------------------------------- rng.c */

/* xoshiro256** seeded through splitmix64: fast, small, and reproducible. */
struct yut_rng {
	uint64_t s[4];
};

void yut_rng_seed(struct yut_rng *rng, uint64_t seed);
/* Seed from the operating system's entropy (/dev/urandom). */
void yut_rng_entropy(struct yut_rng *rng);
uint64_t yut_rng_next(struct yut_rng *rng);
/* Uniform in [0, 1). */
double yut_rng_double(struct yut_rng *rng);
/* Uniform in [0, n), n > 0, without modulo bias. */
uint32_t yut_rng_below(struct yut_rng *rng, uint32_t n);
/* Parse a seed (decimal, 0..2^64-1); returns 0 on success. */
int yut_parse_seed(const char *s, uint64_t *seed);
/*
 * The seed of a command: arg (its -s option), else $YUT_SEED when env is
 * set and the variable is not empty.  Returns 1 with *seed set, or 0 when
 * there is none; a malformed seed exits 2 with a message.
 */
int yut_seed_option(const char *arg, int env, uint64_t *seed);
/* Seed rng from the command's seed (yut_seed_option), or from entropy. */
void yut_rng_option(struct yut_rng *rng, const char *arg, int env);
/* Parse a probability in (0, 1); returns 0 on success. */
int yut_parse_prob(const char *s, double *p);


/* The splitmix64 finaliser: a well-mixed 64-bit value from any z. */
uint64_t yut_mix64(uint64_t z);

/* --------------------------------------------------------------- color.c */

/* Colour choice of --color=WHEN: returns 0 never, 1 always, -1 bad. */
int yut_color_parse(const char *when, int *color);
/*
 * If arg is "--color=WHEN", set *color from it (dying with exit 2 on a bad
 * WHEN) and return 1; else return 0.
 */
int yut_color_option(const char *arg, int *color);
/* Whether colour is wanted on fp by default (a terminal, no NO_COLOR...). */
int yut_color_auto(FILE *fp);
/* Colour escape of player k, or "" without colour. */
const char *yut_color_on(int player, int color);
const char *yut_color_off(int color);


/* ----------------------------------------------------------------- cli.c */

/* A long option of a program beyond --help, --version and --color. */
struct yut_longopt {
	const char *name;	/* without the leading "--" */
	int has_arg;		/* takes "--name=VALUE" or "--name VALUE" */
	void (*fn)(void *ctx, const char *value);	/* or NULL */
	int *flag;		/* or NULL; set to 1 by an option without value */
};

/*
 * The one way every program reads its command line, before getopt: set
 * the program's name from argv[0]; answer --help (usage on stdout, exit
 * 0) and --version (anywhere before "--"); take --color=WHEN into *color
 * (left alone when absent; color may be NULL for programs that draw
 * nothing); call the handler of each option of longs (NULL-terminated,
 * may be NULL); refuse any other long option, naming it.  "--" ends the
 * options: it and all after it are kept for getopt.  usage is the
 * synopsis after the program's name, one line a form; a line starting
 * with a tab continues the form above it.  After a blank line come the
 * program's options, one a line, "-f file<TAB>what it does", which
 * --help and -h list below the synopsis with -h, --version and --color
 * (when color is not NULL), then the manual page.  argv is rewritten in
 * place; returns the new argc.
 */
int yut_cli(int argc, char **argv, const char *usage,
    const struct yut_longopt *longs, void *ctx, int *color);
/*
 * getopt(3) over the argv yut_cli left, with its messages as
 * "NAME: message": -h prints usage on stdout and exits 0; an unknown
 * option or a missing value prints the message and usage, exit 2.
 */
int yut_getopt(int argc, char **argv, const char *optstring);
/* Print the usage and exit with status (0: on stdout, else stderr). */
_Noreturn void yut_usage(int status);
/*
 * The value of option -opt, which a main takes as yut_getopt takes the
 * option: a bad one is reported as "-j: 0 is too small (1-256)" (or "-P:
 * 2 is not a probability between 0 and 1"), exit 2.  A number in [lo, hi];
 * a probability from 0 to 1.
 */
long long yut_optnum(int opt, const char *arg, long long lo, long long hi);
double yut_optprob(int opt, const char *arg);

/* -------------------------------------------------------------- prompt.c */

/* A conversation with a person: questions out, answers in. */
struct yut_prompt {
	FILE *in, *out;
	int echo;		/* echo answers: input is not a terminal */
	const char *refusal;	/* if set, the one line for a refused answer */
};

enum { YUT_ASK_OK = 0, YUT_ASK_EOF = -1 };

/* Begin a conversation; answers are echoed when in is not a terminal. */
void yut_prompt_init(struct yut_prompt *p, FILE *in, FILE *out);
/*
 * Print prompt and read one answer of at most max bytes into buf (max + 1
 * bytes), blanks around it removed, echoed when input is not a terminal.
 * A too long answer or one with a NUL byte is refused with one line and
 * asked again: "Wrong answer: " and why, or p->refusal when it is set (a
 * game whose rules name the line for anything invalid).  Returns
 * YUT_ASK_OK, or YUT_ASK_EOF at end of input (after a newline, so the
 * screen ends cleanly); a read error (EIO from a terminal that hung up) is
 * reported and taken as the end of input.  Input that runs on with no
 * newline (YUT_LINE_ENDLESS) is taken as its end, after a message on
 * stderr.
 * Answers echoed and quoted in messages have their control bytes quoted.
 */
int yut_ask(struct yut_prompt *p, const char *prompt, char *buf, size_t max);
/*
 * yut_ask, where the answer ? or help prints help (what the question
 * expects) and asks again: the help of every question of every program
 * goes through here.  With help NULL, as yut_ask: the caller answers ?.
 */
int yut_ask_help(struct yut_prompt *p, const char *prompt, const char *help,
    char *buf, size_t max);
/*
 * Ask until the answer is one whole number in [min, max]; anything else
 * (a word, two words, out of range) is refused with one line.  ? or help
 * says which numbers are expected and asks again.
 */
int yut_ask_number(struct yut_prompt *p, const char *prompt, int min,
    int max, int *v);
/* yut_ask_number, where ? or help prints help (NULL: the range). */
int yut_ask_number_help(struct yut_prompt *p, const char *prompt, int min,
    int max, int *v, const char *help);
/* Whether an answer asks for help: "?" or "help". */
int yut_asks_help(const char *answer);
/*
 * Catch SIGHUP, SIGINT, SIGTERM and SIGPIPE for a conversation reading
 * in.  The handler only notes the signal and puts /dev/null under in's
 * descriptor, so that a read waiting or about to wait returns at once;
 * yut_ask then answers YUT_ASK_EOF, as at the end of input, and the
 * program does what it does there (saves a game) in its own flow, then
 * calls yut_signal_exit.  With in NULL only the note is made, for a
 * program that watches yut_signal_caught itself (the pty's waits do).
 * A signal ignored when the program started
 * (nohup) stays ignored, but SIGPIPE: a write to a closed pipe fails with
 * EPIPE, and the conversation ends.
 */
void yut_catch_signals(FILE *in);
/* The signal caught by yut_catch_signals' handler, or 0. */
int yut_signal_caught(void);
/*
 * If a signal was caught, flush every stream and die of it (its default
 * action, so that the parent sees the signal); else return.
 */
void yut_signal_exit(void);
/* Say what is wrong with an answer: "Wrong answer: ..." and a newline. */
void yut_wrong(struct yut_prompt *p, const char *fmt, ...);

/* ------------------------------------------------------------ lockfile.c */

/* One line of a text file, as yut_readlines and yut_rewrite show it. */
#define YUT_LINE_LONG	(-2)	/* longer than YUT_LINE_MAX */
#define YUT_LINE_NUL	(-3)	/* holds a NUL byte */
struct yut_line {
	long no;		/* from 1; 0 for the call at the end of the file */
	const char *text;	/* without its newline and a CR before it */
	int len;		/* strlen(text), YUT_LINE_LONG or YUT_LINE_NUL */
};

/* What a yut_line_fn does with a line. */
enum { YUT_LINE_KEEP, YUT_LINE_DROP, YUT_LINE_ABORT };

/* A file being rewritten (opaque). */
struct yut_rewrite;

/*
 * Called for each line, then once more with ln->no == 0 at the end of the
 * file.  rw is NULL when only reading.  Returns YUT_LINE_KEEP (copy the
 * line byte for byte), YUT_LINE_DROP (leave it out; write a replacement
 * with yut_rewrite_put first), or YUT_LINE_ABORT (stop; change nothing).
 * An over-long line can be kept or dropped; its text is cut short.
 */
typedef int yut_line_fn(void *arg, struct yut_rewrite *rw,
    const struct yut_line *ln);
/*
 * Call fn for every line of path, without a lock.  Returns 0, 1 when the
 * file does not exist, -1 on another error (err set).
 */
int yut_readlines(const char *path, yut_line_fn *fn, void *arg,
    char *err, size_t errsize);
/*
 * Rewrite path atomically under an fcntl lock on path.lock: every line
 * through fn into a temporary file beside it, then fsync and rename.  A
 * missing file is taken as empty and created with mode (less the umask);
 * an existing one keeps its mode.  Returns 0 when replaced, 1 when fn
 * aborted, -1 on error (err set); on 1 and -1 the file is untouched.
 */
int yut_rewrite(const char *path, int mode, yut_line_fn *fn, void *arg,
    char *err, size_t errsize);
/*
 * The bad lines of a file, reported one by one up to YUT_BAD_SHOWN, the
 * rest counted in one line at the end: a file of a million bad lines costs
 * eleven messages.  Zero it and set path before the file is read.
 */
#define YUT_BAD_SHOWN	10
struct yut_badlines {
	const char *path;
	long seen;		/* bad lines so far */
};
/*
 * Report bad line no of b->path (why, a warning), or with no 0, at the
 * end of the file, how many more there were.
 */
void yut_bad_line(struct yut_badlines *b, long no, const char *why);
/* Whether ln is blank: empty, or only spaces and tabs (kept silently). */
int yut_line_blank(const struct yut_line *ln);
/* Write line (no newline) and a newline into the file being rewritten. */
void yut_rewrite_put(struct yut_rewrite *rw, const char *line);
/*
 * Hold the lock named key in lockpath (a file created with mode when
 * missing, never through a link, never removed) without waiting: one
 * byte of it, placed by a hash of key, under an fcntl write lock.
 * Returns a descriptor to close(2) when done (the lock also goes with the
 * process), -2 when another process holds it, -1 on error (err set).
 */
int yut_keylock(const char *lockpath, const char *key, int mode, char *err,
    size_t errsize);
/*
 * Open path for reading if it is a regular file: a FIFO does not block
 * the open, a device is refused.  Returns the stream, or NULL with err set
 * (errno ENOENT when path does not exist).
 */
FILE *yut_open_regular(const char *path, char *err, size_t errsize);
/*
 * A file being replaced atomically (opaque): yut_rewrite's steps, for
 * contents that are not lines.  yut_replace_begin takes the lock on
 * path.lock (waiting for other writers when wait is set, else refusing
 * at once when one holds it), refuses an existing path that is not a
 * regular file or not writable, and creates a temporary file beside it
 * (mkstemp; path's mode, or mode less the umask for a new file).  Returns
 * NULL with err set on failure.
 */
struct yut_replace;
struct yut_replace *yut_replace_begin(const char *path, int mode, int wait,
    char *err, size_t errsize);
/* The temporary file to write the new contents into. */
FILE *yut_replace_file(struct yut_replace *rp);
/*
 * Flush and fsync the temporary file, rename it over path, flush the
 * directory; with again set, a new temporary file for a later version
 * (the lock is kept).  Returns 0, or -1 with err set.
 */
int yut_replace_commit(struct yut_replace *rp, int again, char *err,
    size_t errsize);
/* Remove the temporary file if one is left, release the lock, free rp. */
void yut_replace_end(struct yut_replace *rp);
/*
 * Whether paths a and b name one file: the same inode when both exist,
 * else the same name once their directories are resolved.
 */
int yut_same_file(const char *a, const char *b);


/* --------------------------------------------------------------- users.c */

/*
 * Why pw cannot be a password (1..YUT_PASS_MAX bytes, no space, '|' or
 * control character), or NULL when it can.
 */
const char *yut_password_problem(const char *pw);
/*
 * Check the password of id against the users file path.  Returns 1 when it
 * matches; 0 when it does not or id is unknown, after the same work; -1
 * when the file cannot be read (err set).  Bad lines and a file readable
 * by group or others are reported with yut_warn.
 */
int yut_user_check(const char *path, const char *id, const char *pw,
    char *err, size_t errsize);
/* Hash pw with yescrypt (SHA-512 where missing) into hash; 0 or -1. */
int yut_password_hash(const char *pw, char *hash, size_t size);
/*
 * Add id with a hash of pw to the users file, under its lock.  Returns 0,
 * 1 when refused (id exists or is invalid, pw unfit; err says why), -1 on
 * error (err set).
 */
int yut_user_add(const char *path, const char *id, const char *pw,
    char *err, size_t errsize);
/*
 * Add the n users ids[k] with the passwords pws[k] all at once, in one
 * rewrite under the lock, or none of them: returns as yut_user_add (1
 * too for an ID given twice; err names the ID refused).
 */
int yut_users_add(const char *path, int n, const char *const ids[],
    const char *const pws[], char *err, size_t errsize);
/* How many times a new password is asked before giving up. */
#define YUT_PASS_TRIES	3
/*
 * Read a new password for id (named in the prompt unless NULL) into pw,
 * both of size bytes.  On a terminal (in) the prompts go to out, it is
 * asked twice, and a pair that differs or an unfit password is asked
 * again, up to YUT_PASS_TRIES times, as passwd(1) does; otherwise it is
 * one line of in.  Returns 0; 1 when the pairs kept differing; 2 for no
 * password, a malformed or unfit one (err says why).
 */
int yut_read_new_password(FILE *in, FILE *out, const char *id, char *pw,
    char *again, size_t size, char *err, size_t errsize);
/*
 * Read a password: one line of in, at most size - 1 bytes.  When in is a
 * terminal, prompt (if not NULL) goes to out and echo is off while typing.
 * Returns as yut_getline.
 */
int yut_read_password(FILE *in, FILE *out, const char *prompt,
    char *buf, size_t size);
/* Overwrite n bytes at p with zeros, in a way the compiler keeps. */
void yut_wipe(void *p, size_t n);

/* ----------------------------------------------------------------- pty.c */

#include <sys/types.h>

/* The resource limits of a program run under a pty (setrlimit). */
enum {
	YUT_LIMIT_CPU,		/* CPU seconds: SIGXCPU, SIGKILL 1 s later */
	YUT_LIMIT_MEM,		/* bytes of address space (RLIMIT_AS) */
	YUT_LIMIT_NPROC,	/* processes beyond those the user runs */
	YUT_LIMIT_FSIZE,	/* bytes of a file written: SIGXFSZ */
	YUT_LIMIT_NOFILE,	/* open descriptors */
	YUT_NLIMITS
};
#define YUT_UNLIMITED	(-1LL)

/* How a program is run under a pty. */
#define YUT_PTY_MAXHIDE	8
struct yut_pty_opt {
	long long limit[YUT_NLIMITS];	/* each a value or YUT_UNLIMITED */
	int sandbox;		/* in bwrap(1): no network, only dir writable */
	int nhide;		/* with sandbox: paths it must not see, */
	const char *hide[YUT_PTY_MAXHIDE];	/* even under its own */
};

/* A cgroup of the program's, bounding its processes (pids.max). */
struct yut_cgroup {
	char dir[4096];		/* under /sys/fs/cgroup, "" when none */
	int procs;		/* its cgroup.procs, open, or -1 */
};

/* A program running under a pseudo-terminal of its own. */
struct yut_pty {
	int fd;			/* the master side, non-blocking */
	pid_t pid;		/* the child (its own session), -1 once reaped */
	pid_t pgid;		/* its process group, killed at the end */
	int status;		/* its wait status, once reaped */
	int reaped;
	int eof;		/* the terminal closed: no more output */
	int subreaper;		/* orphans of the program come to us */
	struct yut_pty_opt opt;
	struct yut_cgroup cg;	/* its processes, where one can be made */
};

/*
 * The default limits (cpu=600, mem=2G, nproc=256, fsize=64M, nofile=256),
 * no sandbox.
 */
void yut_pty_defaults(struct yut_pty_opt *o);
/*
 * Set one limit of the yut_pty_opt ctx from s, "NAME=VALUE" (cpu, mem,
 * nproc, fsize, nofile; a positive number, sizes with K, M or G, or
 * "unlimited"): the item function of yut_parse_list for a list of them.
 * Returns the limit's index, or -1.
 */
#define YUT_LIMITS_WHAT	"a limit (cpu=SECONDS, mem=SIZE, nproc=N, " \
	"fsize=SIZE or nofile=N; SIZE with K, M or G; or unlimited)"
int yut_pty_limit_item(const char *s, void *ctx);

/* Milliseconds of a monotonic clock, for deadlines. */
long long yut_now_ms(void);
/* "SIGSEGV" and the like; "an unnamed signal" for the rest. */
const char *yut_signal_name(int sig);
/* "exited with status 3", "was killed by signal 11 (SIGSEGV)". */
void yut_wait_describe(int status, char *buf, size_t size);
/*
 * Run argv (found on PATH) in directory dir (NULL: here) with a new
 * pseudo-terminal as its controlling terminal and standard input, output
 * and error; newlines are written untranslated, typed answers echoed.  It
 * runs in a session and process group of its own, with none of our other
 * descriptors, under the limits of opt (NULL: the defaults), in bwrap(1)
 * with opt->sandbox.  On Linux the calling process becomes a child
 * subreaper (prctl), so that what the program leaves comes back to it;
 * it must have no other children.  Returns 0, or -1 with err set (no
 * terminal, no sandbox, or the program cannot be run: the exec's error is
 * reported here, not by the child).
 */
int yut_pty_spawn(struct yut_pty *pt, const char *dir, char *const argv[],
    const struct yut_pty_opt *opt, char *err, size_t errsize);
/*
 * Read what the program printed, at most size bytes, waiting no later
 * than deadline (yut_now_ms).  Returns the bytes read, 0 at the deadline,
 * -1 when the terminal closed (the program ended).
 */
long yut_pty_read(struct yut_pty *pt, char *buf, size_t size,
    long long deadline);
/* Type len bytes; 0, or -1 when they cannot be written by deadline. */
int yut_pty_write(struct yut_pty *pt, const char *s, size_t len,
    long long deadline);
/* Whether the terminal echoes what is typed: 1, 0, or -1 unknown. */
int yut_pty_echo(struct yut_pty *pt);
/*
 * Reap the program if it ended by deadline: 1 (status set) or 0, also
 * once a signal is caught (yut_catch_signals).  Reads and writes wait no
 * longer either then.
 */
int yut_pty_wait(struct yut_pty *pt, long long deadline);
/*
 * How the reaped program ended, as yut_wait_describe, and the limit it hit
 * when its end shows one: "was killed by signal 24 (SIGXCPU, CPU time
 * limit of 10 s exceeded)".
 */
void yut_pty_describe(const struct yut_pty *pt, char *buf, size_t size);
/*
 * Kill the program's process group (even once it ended) and everything
 * it left that came to us, reap them all, close the terminal.
 */
void yut_pty_close(struct yut_pty *pt);

/* -------------------------------------------------------------- sandbox.c */

/* The sandbox's command line and the program's environment in it. */
struct yut_sandbox {
	char **argv;		/* bwrap ... -- program args */
	char **env;		/* PATH, HOME, TERM, LANG, LC_ALL, NO_COLOR */
};
/*
 * The bwrap(1) command line that runs argv in the sandbox, its working
 * directory dir: no capabilities, namespaces of its own (user, PID,
 * network...), the system's programs and libraries and what is needed
 * of /etc read-only, the program, its directory and those of PATH
 * read-only (none that would show the grader's home), the paths of
 * o->hide hidden under them, dir writable, a private /tmp; and the clean
 * environment it runs with, HOME its directory.  0, or -1 with err set
 * (bwrap missing or unable to make namespaces here).
 */
int yut_sandbox_make(struct yut_sandbox *sb, const char *dir,
    char *const argv[], const struct yut_pty_opt *o, char *err,
    size_t errsize);
void yut_sandbox_free(struct yut_sandbox *sb);
/*
 * A new pids cgroup bounding the processes put in it to max, below the
 * one this process is in (v1 or v2): 0, or -1 where none can be made
 * (no cgroup file system, no permission); cg->dir is "" then.
 */
int yut_cgroup_make(struct yut_cgroup *cg, long long max);
/* In the child: move this process into cg (if any); 0, or -1. */
int yut_cgroup_join(const struct yut_cgroup *cg);
/* SIGKILL every process of cg; how many were signalled. */
int yut_cgroup_kill(struct yut_cgroup *cg);
/* Remove cg (once empty). */
void yut_cgroup_remove(struct yut_cgroup *cg);

#endif
