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
# One -I a folder of libcore: a file names the headers it uses.
CPPFLAGS = -D_POSIX_C_SOURCE=200809L -Ilibcore/common -Ilibcore/game \
	-Ilibcore/search -Ilibcore/solve -Ilibcore/bots -Ilibcore/grade \
	-Ilibcore/play -Ilibcore/games
LDFLAGS =
LDLIBS = -lcrypt -lm
# The filters run once per step of a pipeline: linked statically they
# skip the dynamic loader, most of what they cost (make bench measures
# it).  make san leaves STATIC empty, as the sanitizers need the loader.
STATIC = -static
STATICBIN = bin/yut-new bin/yut-throw bin/yut-move bin/yut-render \
	bin/yut-bot
SANFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

# The layers, lowest first, as libcore/LAYERS gives them: common (no
# game); yut's game, search, solve, bots, then grade and play; each
# companion game (on common alone).  Which headers each object and
# program includes is in the block that make depend writes, at the end.
COMMONH = libcore/common/common.h
YUTH = libcore/game/game.h libcore/search/search.h libcore/solve/solve.h \
	libcore/solve/solvefast.h libcore/bots/bots.h libcore/grade/grade.h \
	libcore/grade/referee.h libcore/play/play.h $(COMMONH)
COMMONOBJ = libcore/common/util.o libcore/common/rng.o \
	libcore/common/color.o libcore/common/cli.o libcore/common/prompt.o \
	libcore/common/lockfile.o libcore/common/users.o \
	libcore/common/pty.o libcore/common/memo.o libcore/common/sandbox.o
GAME_O = libcore/game/board.o libcore/game/sticks.o libcore/game/state.o \
	libcore/game/rules.o libcore/game/screen.o libcore/game/texts.o \
	libcore/game/saves.o libcore/game/replay.o libcore/game/moverun.o \
	libcore/game/saverun.o libcore/game/throwrun.o
SEARCH_O = libcore/search/search.o
# The plain solver, the tables and their files; the fast engine (its
# parts share solvefast.h).
SOLVE_O = libcore/solve/solve.o libcore/solve/solvewarm.o \
	libcore/solve/solvetable.o libcore/solve/tableopen.o \
	libcore/solve/solverun.o $(SOLVEFAST_O)
SOLVEFAST_O = libcore/solve/solveaccel.o libcore/solve/solvefast.o \
	libcore/solve/solvekeep.o libcore/solve/solvempi.o \
	libcore/solve/solvepi.o libcore/solve/solvesearch.o \
	libcore/solve/solvewalk.o
BOTS_O = libcore/bots/bot.o libcore/bots/botnet.o libcore/bots/learn.o \
	libcore/bots/weights.o libcore/bots/sim.o libcore/bots/analyse.o \
	libcore/bots/learnrun.o libcore/bots/simrun.o libcore/bots/teach.o \
	libcore/bots/seatnet.o libcore/bots/selfplay.o
# The referee's parts (referee.h), beside referee.o, which ties them;
# the driver.
GRADE_O = libcore/grade/ref_read.o libcore/grade/ref_screen.o \
	libcore/grade/ref_compare.o libcore/grade/ref_views.o \
	libcore/grade/ref_blame.o libcore/grade/ref_rules.o \
	libcore/grade/ref_saves.o libcore/grade/ref_session.o \
	libcore/grade/referee.o libcore/grade/drive.o libcore/grade/drivedir.o \
	libcore/grade/drivemove.o libcore/grade/refrun.o
PLAY_O = libcore/play/play.o libcore/play/playhelp.o \
	libcore/play/playmove.o
YUTOBJ = $(GAME_O) $(SEARCH_O) $(SOLVE_O) $(BOTS_O) $(GRADE_O) $(PLAY_O)
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

libcore/game/rules.o:
	$(CC) $(CPPFLAGS) $(CFLAGS) $(ALIGN) -c -o $@ libcore/game/rules.c

$(COMMONLIB): $(COMMONOBJ)
	rm -f $@
	$(AR) -rc $@ $(COMMONOBJ)
	ranlib $@

$(YUTLIB): $(YUTOBJ)
	rm -f $@
	$(AR) -rc $@ $(YUTOBJ)
	ranlib $@

$(YUTBIN): $(YUTLIB) $(COMMONLIB)
	@mkdir -p bin
	s=; case " $(STATICBIN) " in *" $@ "*) s="$(STATIC)";; esac; \
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) $$s -o $@ cmd/`basename $@`.c \
		$(YUTLIB) $(COMMONLIB) $(LDLIBS)

bin/yut-login: $(COMMONLIB)
	@mkdir -p bin
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ cmd/yut-login.c \
		$(COMMONLIB) $(LDLIBS)

$(GAMEBIN): $(COMMONLIB)
	@mkdir -p bin
	g=`basename $@ -play`; \
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ cmd/$$g-play.c \
		libcore/games/$$g.o $(COMMONLIB) $(LDLIBS)

bin/checkers-play: libcore/games/checkers.o
bin/ludu-play: libcore/games/ludu.o
bin/snakes-play: libcore/games/snakes.o
bin/patolli-play: libcore/games/patolli.o

# yut-solve with MPI (Open MPI's mpicc): the positions of each distance
# split among the ranks (yut-solve(1)).  Not part of all: the default
# build needs nothing new.
MPICC = mpicc
mpi: bin/yut-solve-mpi
# Only solvempi.c of the library names MPI: it is built again with
# YUT_MPI, its object taking the place of the library's.
bin/yut-solve-mpi: cmd/yut-solve.c libcore/solve/solvempi.c $(YUTLIB) \
	$(COMMONLIB) $(YUTH) libcore/solve/solvefast.h
	@mkdir -p bin
	$(MPICC) $(CPPFLAGS) -DYUT_MPI $(CFLAGS) $(LDFLAGS) -o $@ \
		cmd/yut-solve.c libcore/solve/solvempi.c $(YUTLIB) \
		$(COMMONLIB) $(LDLIBS)

$(CHECKBIN): $(YUTLIB) $(COMMONLIB) $(YUTH)
	@mkdir -p tests/bin
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ tests/`basename $@`.c \
		$(YUTLIB) $(COMMONLIB) $(LDLIBS)

tests/bin/rulecheck: tests/rulecheck.c
tests/bin/netcheck: tests/netcheck.c
tests/bin/statecheck: tests/statecheck.c

# users.c stands a fast hash in for crypt_rn (see tests/fuzz/users.c).
$(FUZZREPLAY): tests/fuzzreplay.c tests/fuzz/fuzz.h $(YUTLIB) $(COMMONLIB) \
	$(YUTH)
	@mkdir -p tests/bin
	t=`basename $@ | sed 's/^fuzz-//'`; \
	w=; [ $$t = users ] && w=-Wl,--wrap=crypt_rn; \
	$(CC) $(CPPFLAGS) -I. -DFUZZ_TARGET=\"tests/fuzz/$$t.c\" $(CFLAGS) \
		$(LDFLAGS) $$w -o $@ tests/fuzzreplay.c $(YUTLIB) \
		$(COMMONLIB) $(LDLIBS)

tests/bin/fuzz-state: tests/fuzz/state.c
tests/bin/fuzz-saves: tests/fuzz/saves.c
tests/bin/fuzz-users: tests/fuzz/users.c
tests/bin/fuzz-render: tests/fuzz/render.c
tests/bin/fuzz-rules: tests/fuzz/rules.c
tests/bin/fuzz-referee: tests/fuzz/referee.c

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
	cp -R Makefile .ci cmd libcore tests examples man README.md .san/
	cd .san && $(MAKE) clean && YUT_DRIVE_LIMITS=mem=unlimited $(MAKE) \
		CFLAGS="-std=c11 -O1 -g $(WARN) $(SANFLAGS)" \
		LDFLAGS="$(SANFLAGS)" STATIC= check

# make check builds yut-solve-mpi too where Open MPI is installed (bash
# .ci/run setup installs it), so that the test of the ranks runs (make
# san too, with the sanitizers); MPI= leaves it out.
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
	FUZZTIME="$(FUZZTIME)" FUZZTARGETS="$(FUZZTARGETS)" sh tests/fuzz/run.sh

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
bench: all $(YUTLIB) $(COMMONLIB) tests/bench/bench.c tests/bench/nothing.c
	@mkdir -p bin
	$(CC) $(CFLAGS) $(LDFLAGS) $(STATIC) -o bin/yut-bench-nothing \
		tests/bench/nothing.c
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o bin/yut-bench \
		tests/bench/bench.c $(YUTLIB) $(COMMONLIB) $(LDLIBS)
	./bin/yut-bench $(BENCHTABLES)

# The expert's networks, trained again from the same seed (over an hour
# of CPU, the advanced game's 18 minutes of it and the networks of seats
# of three and four players 37), the two-piece one then taught the exact
# table of two pieces, solved first into two.tab (a minute more), and the
# three-piece one that of three pieces, three.tab (10 passes, some 15
# minutes): yut-learn(1).  three.tab takes hours to solve (yut-solve(1)),
# so it is solved only when missing, checkpointed into three.tab.part,
# where a make stopped goes on from, and make clean leaves it.
WEIGHTS = -e 300 -t two.tab -e 10 -t three.tab 4:1500000 2:2000000 \
	3:1000000 a4:3000000 3x4:2000000 4x4:600000
weights: bin/yut-learn bin/yut-solve three.tab
	./bin/yut-solve -q -j 1 -p 2 -o two.tab
	./bin/yut-learn -j 2 -s 1 $(WEIGHTS) >libcore/bots/weights.c.new
	mv libcore/bots/weights.c.new libcore/bots/weights.c

three.tab:
	$(MAKE) bin/yut-solve
	if test -f three.tab.part; then i="-i three.tab.part"; else i=; fi; \
	./bin/yut-solve -q -j 2 -k 600 -p 3 $$i -o three.tab.part
	mv three.tab.part three.tab

clean:
	rm -rf bin tests/bin libcore/*.a libcore/*/*.o two.tab two.tab.lock

# The headers each object and program includes, from the compiler
# (cc -MM), into the block below: an object is rebuilt when a header it
# includes changes, and no other is.  tests/05-layers.bats checks that the
# block is current.
depend:
	{ sed '/^# depend: begin$$/q' Makefile; sh libcore/depend.sh; \
		sed -n '/^# depend: end$$/,$$p' Makefile; } >Makefile.new
	mv Makefile.new Makefile

.PHONY: check-tools check-mpi
.PHONY: all check fuzz san play demo install uninstall clean bench weights \
	mpi depend

# depend: begin
libcore/bots/analyse.o: libcore/bots/analyse.c libcore/game/game.h \
 libcore/common/common.h libcore/solve/solve.h libcore/bots/bots.h
libcore/bots/bot.o: libcore/bots/bot.c libcore/game/game.h \
 libcore/common/common.h libcore/search/search.h libcore/solve/solve.h \
 libcore/bots/bots.h
libcore/bots/botnet.o: libcore/bots/botnet.c libcore/game/game.h \
 libcore/common/common.h libcore/bots/bots.h
libcore/bots/learn.o: libcore/bots/learn.c libcore/game/game.h \
 libcore/common/common.h libcore/search/search.h libcore/bots/bots.h
libcore/bots/learnrun.o: libcore/bots/learnrun.c libcore/game/game.h \
 libcore/common/common.h libcore/solve/solve.h libcore/bots/bots.h
libcore/bots/seatnet.o: libcore/bots/seatnet.c libcore/game/game.h \
 libcore/common/common.h libcore/bots/bots.h
libcore/bots/selfplay.o: libcore/bots/selfplay.c libcore/game/game.h \
 libcore/common/common.h libcore/search/search.h libcore/bots/bots.h
libcore/bots/sim.o: libcore/bots/sim.c libcore/game/game.h \
 libcore/common/common.h libcore/search/search.h libcore/bots/bots.h
libcore/bots/simrun.o: libcore/bots/simrun.c libcore/game/game.h \
 libcore/common/common.h libcore/bots/bots.h
libcore/bots/teach.o: libcore/bots/teach.c libcore/game/game.h \
 libcore/common/common.h libcore/solve/solve.h libcore/bots/bots.h
libcore/bots/weights.o: libcore/bots/weights.c libcore/bots/bots.h \
 libcore/game/game.h libcore/common/common.h
libcore/common/cli.o: libcore/common/cli.c libcore/common/common.h
libcore/common/color.o: libcore/common/color.c libcore/common/common.h
libcore/common/lockfile.o: libcore/common/lockfile.c \
 libcore/common/common.h
libcore/common/memo.o: libcore/common/memo.c libcore/common/common.h
libcore/common/prompt.o: libcore/common/prompt.c libcore/common/common.h
libcore/common/pty.o: libcore/common/pty.c libcore/common/common.h
libcore/common/rng.o: libcore/common/rng.c libcore/common/common.h
libcore/common/sandbox.o: libcore/common/sandbox.c \
 libcore/common/common.h
libcore/common/users.o: libcore/common/users.c libcore/common/common.h
libcore/common/util.o: libcore/common/util.c libcore/common/common.h
libcore/game/board.o: libcore/game/board.c libcore/game/game.h \
 libcore/common/common.h
libcore/game/moverun.o: libcore/game/moverun.c libcore/game/game.h \
 libcore/common/common.h
libcore/game/replay.o: libcore/game/replay.c libcore/game/game.h \
 libcore/common/common.h
libcore/game/rules.o: libcore/game/rules.c libcore/game/game.h \
 libcore/common/common.h
libcore/game/saverun.o: libcore/game/saverun.c libcore/game/game.h \
 libcore/common/common.h
libcore/game/saves.o: libcore/game/saves.c libcore/game/game.h \
 libcore/common/common.h
libcore/game/screen.o: libcore/game/screen.c libcore/game/game.h \
 libcore/common/common.h
libcore/game/state.o: libcore/game/state.c libcore/game/game.h \
 libcore/common/common.h
libcore/game/sticks.o: libcore/game/sticks.c libcore/game/game.h \
 libcore/common/common.h
libcore/game/texts.o: libcore/game/texts.c libcore/game/game.h \
 libcore/common/common.h
libcore/game/throwrun.o: libcore/game/throwrun.c libcore/game/game.h \
 libcore/common/common.h
libcore/games/checkers.o: libcore/games/checkers.c \
 libcore/games/checkers.h libcore/common/common.h
libcore/games/ludu.o: libcore/games/ludu.c libcore/games/ludu.h \
 libcore/common/common.h
libcore/games/patolli.o: libcore/games/patolli.c libcore/games/patolli.h \
 libcore/common/common.h
libcore/games/snakes.o: libcore/games/snakes.c libcore/games/snakes.h \
 libcore/common/common.h
libcore/grade/drive.o: libcore/grade/drive.c libcore/game/game.h \
 libcore/common/common.h libcore/search/search.h libcore/bots/bots.h \
 libcore/grade/grade.h
libcore/grade/drivedir.o: libcore/grade/drivedir.c libcore/game/game.h \
 libcore/common/common.h libcore/grade/grade.h
libcore/grade/drivemove.o: libcore/grade/drivemove.c libcore/game/game.h \
 libcore/common/common.h libcore/grade/grade.h
libcore/grade/ref_blame.o: libcore/grade/ref_blame.c libcore/game/game.h \
 libcore/common/common.h libcore/grade/grade.h libcore/grade/referee.h
libcore/grade/ref_compare.o: libcore/grade/ref_compare.c \
 libcore/game/game.h libcore/common/common.h libcore/grade/grade.h \
 libcore/grade/referee.h
libcore/grade/ref_read.o: libcore/grade/ref_read.c libcore/game/game.h \
 libcore/common/common.h libcore/grade/grade.h libcore/grade/referee.h
libcore/grade/ref_rules.o: libcore/grade/ref_rules.c libcore/game/game.h \
 libcore/common/common.h libcore/grade/grade.h libcore/grade/referee.h
libcore/grade/ref_saves.o: libcore/grade/ref_saves.c libcore/game/game.h \
 libcore/common/common.h libcore/grade/grade.h libcore/grade/referee.h
libcore/grade/ref_screen.o: libcore/grade/ref_screen.c \
 libcore/game/game.h libcore/common/common.h libcore/grade/grade.h \
 libcore/grade/referee.h
libcore/grade/ref_session.o: libcore/grade/ref_session.c \
 libcore/game/game.h libcore/common/common.h libcore/grade/grade.h \
 libcore/grade/referee.h
libcore/grade/ref_views.o: libcore/grade/ref_views.c libcore/game/game.h \
 libcore/common/common.h libcore/grade/grade.h libcore/grade/referee.h
libcore/grade/referee.o: libcore/grade/referee.c libcore/game/game.h \
 libcore/common/common.h libcore/grade/grade.h libcore/grade/referee.h
libcore/grade/refrun.o: libcore/grade/refrun.c libcore/game/game.h \
 libcore/common/common.h libcore/grade/grade.h libcore/grade/referee.h
libcore/play/play.o: libcore/play/play.c libcore/game/game.h \
 libcore/common/common.h libcore/search/search.h libcore/bots/bots.h \
 libcore/play/play.h
libcore/play/playhelp.o: libcore/play/playhelp.c libcore/game/game.h \
 libcore/common/common.h libcore/solve/solve.h libcore/bots/bots.h \
 libcore/play/play.h
libcore/play/playmove.o: libcore/play/playmove.c libcore/game/game.h \
 libcore/common/common.h libcore/play/play.h
libcore/search/search.o: libcore/search/search.c libcore/game/game.h \
 libcore/common/common.h libcore/search/search.h
libcore/solve/solve.o: libcore/solve/solve.c libcore/game/game.h \
 libcore/common/common.h libcore/search/search.h libcore/solve/solve.h
libcore/solve/solveaccel.o: libcore/solve/solveaccel.c \
 libcore/solve/solvefast.h libcore/game/game.h libcore/common/common.h \
 libcore/solve/solve.h
libcore/solve/solvefast.o: libcore/solve/solvefast.c \
 libcore/solve/solve.h libcore/game/game.h libcore/common/common.h \
 libcore/solve/solvefast.h
libcore/solve/solvekeep.o: libcore/solve/solvekeep.c \
 libcore/solve/solve.h libcore/game/game.h libcore/common/common.h \
 libcore/solve/solvefast.h
libcore/solve/solvempi.o: libcore/solve/solvempi.c \
 libcore/solve/solvefast.h libcore/game/game.h libcore/common/common.h \
 libcore/solve/solve.h
libcore/solve/solvepi.o: libcore/solve/solvepi.c libcore/solve/solve.h \
 libcore/game/game.h libcore/common/common.h libcore/solve/solvefast.h
libcore/solve/solverun.o: libcore/solve/solverun.c libcore/game/game.h \
 libcore/common/common.h libcore/solve/solve.h
libcore/solve/solvesearch.o: libcore/solve/solvesearch.c \
 libcore/game/game.h libcore/common/common.h libcore/solve/solve.h \
 libcore/solve/solvefast.h
libcore/solve/solvetable.o: libcore/solve/solvetable.c \
 libcore/game/game.h libcore/common/common.h libcore/solve/solve.h
libcore/solve/solvewalk.o: libcore/solve/solvewalk.c libcore/game/game.h \
 libcore/common/common.h libcore/solve/solvefast.h libcore/solve/solve.h
libcore/solve/solvewarm.o: libcore/solve/solvewarm.c libcore/game/game.h \
 libcore/common/common.h libcore/solve/solve.h
libcore/solve/tableopen.o: libcore/solve/tableopen.c libcore/game/game.h \
 libcore/common/common.h libcore/solve/solve.h
bin/checkers-play: cmd/checkers-play.c libcore/games/checkers.h \
 libcore/common/common.h
bin/ludu-play: cmd/ludu-play.c libcore/games/ludu.h \
 libcore/common/common.h
bin/patolli-play: cmd/patolli-play.c libcore/games/patolli.h \
 libcore/common/common.h
bin/snakes-play: cmd/snakes-play.c libcore/games/snakes.h \
 libcore/common/common.h
bin/yut-bot: cmd/yut-bot.c libcore/game/game.h libcore/common/common.h \
 libcore/solve/solve.h libcore/bots/bots.h
bin/yut-drive: cmd/yut-drive.c libcore/game/game.h \
 libcore/common/common.h libcore/bots/bots.h libcore/grade/grade.h
bin/yut-eval: cmd/yut-eval.c libcore/game/game.h libcore/common/common.h \
 libcore/solve/solve.h libcore/bots/bots.h
bin/yut-learn: cmd/yut-learn.c libcore/game/game.h \
 libcore/common/common.h libcore/bots/bots.h
bin/yut-login: cmd/yut-login.c libcore/common/common.h
bin/yut-move: cmd/yut-move.c libcore/game/game.h libcore/common/common.h
bin/yut-new: cmd/yut-new.c libcore/game/game.h libcore/common/common.h
bin/yut-play: cmd/yut-play.c libcore/game/game.h libcore/common/common.h \
 libcore/solve/solve.h libcore/bots/bots.h libcore/play/play.h
bin/yut-referee: cmd/yut-referee.c libcore/game/game.h \
 libcore/common/common.h libcore/grade/grade.h
bin/yut-render: cmd/yut-render.c libcore/game/game.h \
 libcore/common/common.h
bin/yut-save: cmd/yut-save.c libcore/game/game.h libcore/common/common.h
bin/yut-sim: cmd/yut-sim.c libcore/game/game.h libcore/common/common.h \
 libcore/solve/solve.h libcore/bots/bots.h
bin/yut-solve: cmd/yut-solve.c libcore/game/game.h \
 libcore/common/common.h libcore/solve/solve.h
bin/yut-throw: cmd/yut-throw.c libcore/game/game.h \
 libcore/common/common.h
# depend: end
