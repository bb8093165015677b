.POSIX:
.SUFFIXES:
.SUFFIXES: .c .o

VERSION = 1.0.0
PREFIX = /usr/local
MANPREFIX = $(PREFIX)/share/man
DESTDIR =

CC = cc
WARN = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Werror
OPT = -O2
CFLAGS = -std=c11 $(OPT) -g $(WARN)
# The simulator's hot path: its speed should not swing by a tenth with the
# order in which the linker lays out the library.
ALIGN = -falign-functions=64
CPPFLAGS = -D_POSIX_C_SOURCE=200809L -Ilibcore/common -Ilibcore/yut \
	-Ilibcore/games
LDFLAGS =
LDLIBS = -lcrypt -lm
# The filters run once per step of a pipeline: linked statically they
# skip the dynamic loader, most of what they cost (make bench measures
# it).  make san leaves STATIC empty, as the sanitizers need the loader.
STATIC = -static
STATICBIN = bin/yut-new bin/yut-throw bin/yut-move bin/yut-render \
	bin/yut-bot
SANFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

# The layers: common (no game), yut (on common), each game (on common).
COMMONH = libcore/common/common.h
YUTH = libcore/yut/yut.h $(COMMONH)
COMMONOBJ = libcore/common/util.o libcore/common/rng.o \
	libcore/common/color.o libcore/common/cli.o libcore/common/prompt.o \
	libcore/common/lockfile.o libcore/common/users.o \
	libcore/common/pty.o libcore/common/memo.o libcore/common/sandbox.o
YUTOBJ = libcore/yut/board.o libcore/yut/sticks.o libcore/yut/state.o \
	libcore/yut/rules.o libcore/yut/screen.o libcore/yut/saves.o \
	libcore/yut/bot.o libcore/yut/botnet.o libcore/yut/sim.o \
	libcore/yut/play.o \
	libcore/yut/referee.o libcore/yut/drive.o libcore/yut/solve.o \
	libcore/yut/replay.o libcore/yut/learn.o libcore/yut/weights.o \
	libcore/yut/analyse.o libcore/yut/solvefast.o libcore/yut/solvewarm.o \
	libcore/yut/texts.o libcore/yut/drivedir.o libcore/yut/drivemove.o \
	libcore/yut/playhelp.o libcore/yut/playmove.o libcore/yut/search.o \
	$(REFOBJ)
# The referee's parts, beside referee.o, which ties them.
REFOBJ = libcore/yut/ref_read.o libcore/yut/ref_screen.o \
	libcore/yut/ref_compare.o libcore/yut/ref_views.o \
	libcore/yut/ref_blame.o libcore/yut/ref_rules.o \
	libcore/yut/ref_saves.o libcore/yut/ref_session.o
GAMEOBJ = libcore/games/checkers.o libcore/games/ludu.o \
	libcore/games/snakes.o libcore/games/patolli.o
COMMONLIB = libcore/libcommon.a
YUTLIB = libcore/libyut.a

YUTBIN = bin/yut-new bin/yut-throw bin/yut-move bin/yut-render \
	bin/yut-save bin/yut-bot bin/yut-sim bin/yut-play bin/yut-referee \
	bin/yut-drive bin/yut-solve bin/yut-eval bin/yut-learn
GAMEBIN = bin/checkers-play bin/ludu-play bin/snakes-play bin/patolli-play
BIN = $(YUTBIN) bin/yut-login $(GAMEBIN)
MAN1 = man/yut-new.1 man/yut-throw.1 man/yut-move.1 man/yut-render.1 \
	man/yut-login.1 man/yut-save.1 man/yut-bot.1 man/yut-sim.1 \
	man/yut-play.1 man/yut-referee.1 man/yut-drive.1 man/yut-solve.1 \
	man/yut-eval.1 man/yut-learn.1
MAN5 = man/yut-state.5 man/yut-files.5
MAN6 = man/checkers-play.6 man/ludu-play.6 man/snakes-play.6 \
	man/patolli-play.6
MAN7 = man/yut.7 man/yut-grading.7
# Programs of make check only: the plain twin of the rules, and the fuzz
# corpora replayed through their harnesses without libFuzzer.
FUZZREPLAY = tests/bin/fuzz-state tests/bin/fuzz-saves tests/bin/fuzz-users \
	tests/bin/fuzz-render tests/bin/fuzz-rules tests/bin/fuzz-referee
CHECKBIN = tests/bin/rulecheck tests/bin/netcheck tests/bin/statecheck
TESTBIN = $(CHECKBIN) $(FUZZREPLAY)

all: $(BIN)

.c.o:
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(COMMONOBJ): $(COMMONH)
$(YUTOBJ): $(YUTH)
libcore/yut/referee.o $(REFOBJ): libcore/yut/referee.h
libcore/games/checkers.o: libcore/games/checkers.h $(COMMONH)
libcore/games/ludu.o: libcore/games/ludu.h $(COMMONH)
libcore/games/snakes.o: libcore/games/snakes.h $(COMMONH)
libcore/games/patolli.o: libcore/games/patolli.h $(COMMONH)

libcore/yut/rules.o: libcore/yut/rules.c $(YUTH)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(ALIGN) -c -o $@ libcore/yut/rules.c

$(COMMONLIB): $(COMMONOBJ)
	rm -f $@
	$(AR) -rc $@ $(COMMONOBJ)
	ranlib $@

$(YUTLIB): $(YUTOBJ)
	rm -f $@
	$(AR) -rc $@ $(YUTOBJ)
	ranlib $@

$(YUTBIN): $(YUTLIB) $(COMMONLIB) $(YUTH)
	@mkdir -p bin
	s=; case " $(STATICBIN) " in *" $@ "*) s="$(STATIC)";; esac; \
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) $$s -o $@ cmd/`basename $@`.c \
		$(YUTLIB) $(COMMONLIB) $(LDLIBS)

bin/yut-login: cmd/yut-login.c $(COMMONLIB) $(COMMONH)
	@mkdir -p bin
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ cmd/yut-login.c \
		$(COMMONLIB) $(LDLIBS)

$(GAMEBIN): $(COMMONLIB) $(COMMONH)
	@mkdir -p bin
	g=`basename $@ -play`; \
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ cmd/$$g-play.c \
		libcore/games/$$g.o $(COMMONLIB) $(LDLIBS)

bin/yut-new: cmd/yut-new.c
bin/yut-throw: cmd/yut-throw.c
bin/yut-move: cmd/yut-move.c
bin/yut-render: cmd/yut-render.c
bin/yut-save: cmd/yut-save.c
bin/yut-bot: cmd/yut-bot.c
bin/yut-sim: cmd/yut-sim.c
bin/yut-play: cmd/yut-play.c
bin/yut-referee: cmd/yut-referee.c
bin/yut-drive: cmd/yut-drive.c
bin/yut-solve: cmd/yut-solve.c
bin/yut-eval: cmd/yut-eval.c
bin/yut-learn: cmd/yut-learn.c
bin/checkers-play: cmd/checkers-play.c libcore/games/checkers.o \
	libcore/games/checkers.h
bin/ludu-play: cmd/ludu-play.c libcore/games/ludu.o libcore/games/ludu.h
bin/snakes-play: cmd/snakes-play.c libcore/games/snakes.o \
	libcore/games/snakes.h
bin/patolli-play: cmd/patolli-play.c libcore/games/patolli.o \
	libcore/games/patolli.h

# yut-solve with MPI (Open MPI's mpicc): the positions of each distance
# split among the ranks (yut-solve(1)).  Not part of all: the default
# build needs nothing new.
MPICC = mpicc
mpi: bin/yut-solve-mpi
bin/yut-solve-mpi: cmd/yut-solve.c libcore/yut/solvefast.c $(YUTLIB) \
	$(COMMONLIB) $(YUTH)
	@mkdir -p bin
	$(MPICC) $(CPPFLAGS) -DYUT_MPI $(CFLAGS) $(LDFLAGS) -o $@ \
		cmd/yut-solve.c libcore/yut/solvefast.c $(YUTLIB) \
		$(COMMONLIB) $(LDLIBS)

$(CHECKBIN): $(YUTLIB) $(COMMONLIB) $(YUTH)
	@mkdir -p tests/bin
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ tests/`basename $@`.c \
		$(YUTLIB) $(COMMONLIB) $(LDLIBS)

tests/bin/rulecheck: tests/rulecheck.c
tests/bin/netcheck: tests/netcheck.c
tests/bin/statecheck: tests/statecheck.c

# users.c stands a fast hash in for crypt_rn (see fuzz/users.c).
$(FUZZREPLAY): tests/fuzzreplay.c fuzz/fuzz.h $(YUTLIB) $(COMMONLIB) $(YUTH)
	@mkdir -p tests/bin
	t=`basename $@ | sed 's/^fuzz-//'`; \
	w=; [ $$t = users ] && w=-Wl,--wrap=crypt_rn; \
	$(CC) $(CPPFLAGS) -I. -DFUZZ_TARGET=\"fuzz/$$t.c\" $(CFLAGS) \
		$(LDFLAGS) $$w -o $@ tests/fuzzreplay.c $(YUTLIB) \
		$(COMMONLIB) $(LDLIBS)

tests/bin/fuzz-state: fuzz/state.c
tests/bin/fuzz-saves: fuzz/saves.c
tests/bin/fuzz-users: fuzz/users.c
tests/bin/fuzz-render: fuzz/render.c
tests/bin/fuzz-rules: fuzz/rules.c
tests/bin/fuzz-referee: fuzz/referee.c

# JOBS test files at once when GNU parallel is there (bats needs it for
# --jobs), one at a time otherwise; every test is run either way.  The
# tests of one file run in order: some build what the next ones use.
# JOBS=1 runs the suite in one serial run.  tests/suite.sh fails the run,
# loudly, when a test written did not run (a file's setup_file failed).
JOBS = 4
check: all $(TESTBIN) check-mpi
	j=; [ "$(JOBS)" -gt 1 ] && command -v parallel >/dev/null && \
		j="--jobs $(JOBS) --no-parallelize-within-files"; \
	PATH="$$PWD/bin:$$PATH" YUT_CHECK_MPI="$(MPI)" \
		sh tests/suite.sh tests $$j </dev/null

# The same suite under ASan and UBSan, built in .san/ beside the normal
# build, which it leaves alone.  ASan reserves terabytes of address space,
# so the programs yut-drive runs have no memory limit there.
san:
	rm -rf .san
	mkdir .san
	cp -R Makefile .ci cmd libcore tests examples man fuzz bench README.md .san/
	cd .san && $(MAKE) clean && YUT_DRIVE_LIMITS=mem=unlimited $(MAKE) \
		CFLAGS="-std=c11 -O1 -g $(WARN) $(SANFLAGS)" \
		LDFLAGS="$(SANFLAGS)" STATIC= MPI= check

# make check builds yut-solve-mpi too where Open MPI is installed (bash
# .ci/run setup installs it), so that the test of the ranks runs; MPI=
# leaves it out, as make san does.
MPI = auto
check-mpi: all
	@if [ "$(MPI)" = auto ] && command -v $(MPICC) >/dev/null 2>&1 && \
	    ! $(MAKE) -s -q mpi 2>/dev/null; then \
		echo "make check: building yut-solve-mpi with $(MPICC)"; \
		$(MAKE) -s mpi; \
	fi

# make check first says what the suite needs and this machine lacks, and
# how to get it (.ci/needs), rather than bats's "not found" or a skip.
check: check-tools
check-tools:
	@sh .ci/needs -w 'make check' check

fuzz:
	FUZZTIME="$(FUZZTIME)" FUZZTARGETS="$(FUZZTARGETS)" sh fuzz/run.sh

# Quiet: build without echoing the compiler lines, then play.  BOT=expert
# (or expect, greedy, random) seats the computer as player 1; PLAYFLAGS go to
# yut-play as they are (PLAYFLAGS='-o game.rec').
BOT =
PLAYFLAGS =
# Ctrl-C ends the game with yut-play's own words, not make's error line:
# the shell outlives the game a moment, so that make, interrupted too,
# finds it still there to wait for (make 4.3 says "wait: No child
# processes" when the shell is gone first).
play:
	@sh .ci/needs -w 'make play' build
	@$(MAKE) -s -q all 2>/dev/null || \
		echo "make play: building the programs first (a minute or so)"
	@$(MAKE) -s all
	@b='$(BOT)'; trap 'sleep 0.3; exit 0' INT; \
	PATH="$$PWD/bin:$$PATH" yut-play $${b:+--bot 1=$$b} $(PLAYFLAGS) || [ $$? -eq 1 ]

demo: all
	PATH="$$PWD/bin:$$PATH" sh examples/pipeline-game.sh

install: all
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(MANPREFIX)/man1 \
		$(DESTDIR)$(MANPREFIX)/man5 $(DESTDIR)$(MANPREFIX)/man6 \
		$(DESTDIR)$(MANPREFIX)/man7
	for f in $(BIN); do \
		cp -f $$f $(DESTDIR)$(PREFIX)/$$f && \
		chmod 755 $(DESTDIR)$(PREFIX)/$$f || exit 1; \
	done
	for f in $(MAN1) $(MAN5) $(MAN6) $(MAN7); do \
		s=$${f##*.}; \
		cp -f $$f $(DESTDIR)$(MANPREFIX)/man$$s/ && \
		chmod 644 $(DESTDIR)$(MANPREFIX)/man$$s/$${f#man/} || exit 1; \
	done

uninstall:
	for f in $(BIN); do rm -f $(DESTDIR)$(PREFIX)/$$f; done
	for f in $(MAN1) $(MAN5) $(MAN6) $(MAN7); do \
		rm -f $(DESTDIR)$(MANPREFIX)/man$${f##*.}/$${f#man/}; \
	done

# BENCHTABLES: tables from yut-solve for make bench to play perfect from
# (a one-piece table is solved in the run).
bench: all $(YUTLIB) $(COMMONLIB) bench/bench.c bench/nothing.c
	@mkdir -p bin
	$(CC) $(CFLAGS) $(LDFLAGS) $(STATIC) -o bin/yut-bench-nothing \
		bench/nothing.c
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o bin/yut-bench bench/bench.c \
		$(YUTLIB) $(COMMONLIB) $(LDLIBS)
	./bin/yut-bench $(BENCHTABLES)

# The expert's networks, trained again from the same seed (ten minutes of
# CPU): yut-learn(1).
WEIGHTS = 4:1500000 2:2000000 3:1000000
weights: bin/yut-learn
	./bin/yut-learn -j 2 -s 1 $(WEIGHTS) >libcore/yut/weights.c.new
	mv libcore/yut/weights.c.new libcore/yut/weights.c

clean:
	rm -rf bin tests/bin libcore/*.a libcore/*/*.o

.PHONY: check-tools check-mpi
.PHONY: all check fuzz san play demo install uninstall clean bench weights \
	mpi
