.POSIX:
.SUFFIXES:
.SUFFIXES: .c .o

VERSION = 1.0.0
PREFIX = /usr/local
MANPREFIX = $(PREFIX)/share/man
DESTDIR =

CC = cc
WARN = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Werror
# Functions start on a cache line, so the simulator's speed does not swing
# by a tenth with the order in which the linker lays out the library.
OPT = -O2 -falign-functions=64
CFLAGS = -std=c11 $(OPT) -g $(WARN)
CPPFLAGS = -D_POSIX_C_SOURCE=200809L -Ilibcore
LDFLAGS =
LDLIBS = -lcrypt -lm
SANFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

BIN = bin/yut-new bin/yut-throw bin/yut-move bin/yut-render \
	bin/yut-login bin/yut-save bin/yut-bot bin/yut-sim bin/yut-play \
	bin/checkers-play bin/ludu-play bin/snakes-play \
	bin/patolli-play
MAN1 = man/yut-new.1 man/yut-throw.1 man/yut-move.1 man/yut-render.1 \
	man/yut-login.1 man/yut-save.1 man/yut-bot.1 man/yut-sim.1 \
	man/yut-play.1
MAN5 = man/yut-state.5 man/yut-files.5
MAN6 = man/checkers-play.6 man/ludu-play.6 man/snakes-play.6 \
	man/patolli-play.6
MAN7 = man/yut.7
LIBOBJ = libcore/util.o libcore/board.o libcore/sticks.o libcore/state.o \
	libcore/rules.o libcore/screen.o libcore/lockfile.o libcore/users.o \
	libcore/saves.o libcore/bot.o libcore/sim.o libcore/play.o \
	libcore/checkers.o libcore/ludu.o libcore/snakes.o \
	libcore/patolli.o
LIB = libcore/libcore.a

all: $(BIN)

.c.o:
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(LIBOBJ): libcore/yut.h

$(LIB): $(LIBOBJ)
	rm -f $@
	$(AR) -rc $@ $(LIBOBJ)

$(BIN): $(LIB) libcore/yut.h
	@mkdir -p bin
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ cmd/`basename $@`.c $(LIB) $(LDLIBS)

bin/yut-new: cmd/yut-new.c
bin/yut-throw: cmd/yut-throw.c
bin/yut-move: cmd/yut-move.c
bin/yut-render: cmd/yut-render.c
bin/yut-login: cmd/yut-login.c
bin/yut-save: cmd/yut-save.c
bin/yut-bot: cmd/yut-bot.c
bin/yut-sim: cmd/yut-sim.c
bin/yut-play: cmd/yut-play.c
bin/checkers-play: cmd/checkers-play.c
bin/ludu-play: cmd/ludu-play.c
bin/snakes-play: cmd/snakes-play.c
bin/patolli-play: cmd/patolli-play.c

check: all
	PATH="$$PWD/bin:$$PATH" bats tests </dev/null

san:
	$(MAKE) clean
	$(MAKE) CFLAGS="-std=c11 -O1 -g $(WARN) $(SANFLAGS)" LDFLAGS="$(SANFLAGS)" check
	$(MAKE) clean

fuzz:
	FUZZTIME="$(FUZZTIME)" FUZZTARGETS="$(FUZZTARGETS)" sh fuzz/run.sh

play: all
	PATH="$$PWD/bin:$$PATH" yut-play

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

bench: $(LIB) bench/bench.c
	@mkdir -p bin
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o bin/yut-bench bench/bench.c $(LIB) $(LDLIBS)
	./bin/yut-bench

clean:
	rm -rf bin $(LIB) libcore/*.o

.PHONY: all check fuzz san play demo install uninstall clean bench
