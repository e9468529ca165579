# kforge top-level Makefile.
#
#   make                 library (static + shared), the kforge CLI, the Quasar
#                        run-time library libkforge_qrt.a (alone: make qrt)
#   make check           every test; ends with "N passed, N failed, N skipped"
#   make check-gpu       the CUDA outputs of PolyBench, tests/realc and the Quasar
#                        programs built, run on an NVIDIA GPU and compared with
#                        the sequential programs (GPU_DATASET=MINI|...|LARGE,
#                        GPU_ONLY=REGEX); without a GPU, built and linked only
#   make demo            the shipped example, end to end
#   make install PREFIX=/usr/local DESTDIR=
#   make golden          regenerate golden files (review the diff like code)
#   make fuzz            libFuzzer target of the C front end, run for FUZZ_SECONDS (30)
#   make fuzz-quasar     libFuzzer target of the Quasar front end and lowering
#   make fuzz-diff       random programs through every target, compared with the
#                        originals (FUZZ_DIFF_SEEDS, 3000, from FUZZ_DIFF_START, 1)
#   make bench           benchmarks: analysis time per corpus kernel, BLAS against
#                        CLBlast and OpenBLAS, the Quasar run-time library's host
#                        operations (bench-analyze, bench-blas, bench-qrt)
#   make bench-blas-cuda  kforge's CUDA solver against cuBLAS on an NVIDIA GPU (BENCH_CUDA_ARGS)
#   make bench-tune      the tuner against the exhaustive search (BENCH_TUNE_ARGS)
#   make clean
#
# SANITIZE=1 (the default for `make check`) builds into build/asan with
# AddressSanitizer and UndefinedBehaviorSanitizer; SANITIZE=0 into build/plain.
# Warnings are errors everywhere: generated code is only as good as the
# generator that wrote it.
#
# Modules are found by wildcard: every .c under src/ goes into libkforge, every
# cli/*.c into the CLI, every tests/unit/test_*.c is a cmocka program and every
# executable tests/*/test_*.sh a TAP script, so adding a module or a test
# needs no edit here.

VERSION   := 0.1.0
PREFIX    ?= /usr/local
DESTDIR   ?=
SANITIZE  ?= 0

CC        ?= cc
CUDA_HOME ?= /usr/local/cuda
NVCC      ?= $(shell command -v nvcc 2>/dev/null || { test -x $(CUDA_HOME)/bin/nvcc && echo $(CUDA_HOME)/bin/nvcc; })
LLVM_CONFIG ?= $(shell command -v llvm-config-19 || command -v llvm-config-18 || command -v llvm-config-17 || command -v llvm-config)

ifeq ($(SANITIZE),1)
B         := build/asan
SANFLAGS  := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
OPT       := -O1 -g
else
B         := build/plain
SANFLAGS  :=
OPT       := -O2 -g
endif

CLANG_INC := $(shell $(LLVM_CONFIG) --includedir)
CLANG_LIB := $(shell $(LLVM_CONFIG) --libdir)

WARN      := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wno-unused-parameter
CFLAGS    ?= $(OPT)
KF_CFLAGS := -std=c11 -D_GNU_SOURCE $(WARN) -fPIC -Iinclude -Isrc -isystem $(CLANG_INC) \
             -DKF_VERSION='"$(VERSION)"' $(SANFLAGS)
KF_LDLIBS := -L$(CLANG_LIB) -Wl,-rpath,$(CLANG_LIB) -lclang -lisl -lgmp -ljansson -lgvc -lcgraph -lcdt -lOpenCL -ldl -lm -lpthread
LDFLAGS   += $(SANFLAGS)

# src/runtime/ is the Quasar run-time library: its own archive, linked by
# generated programs, never part of libkforge; src/cblas/ is
# libkforge_cblas (src/cblas/cblas.mk), kept out too, so that a program
# linking libkforge and another BLAS never sees two cblas_dgemm.
LIB_SRCS  := $(sort $(filter-out src/runtime/% src/cblas/%,$(shell find src -name '*.c')))
LIB_HDRS  := $(sort $(filter-out src/runtime/%,$(shell find src -name '*.h')))
LIB_OBJS  := $(LIB_SRCS:%.c=$(B)/%.o)
CLI_SRCS  := $(sort $(wildcard cli/*.c))
CLI_OBJS  := $(CLI_SRCS:%.c=$(B)/%.o)
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BINS := $(UNIT_SRCS:%.c=$(B)/%)
SCRIPTS   := $(sort $(wildcard tests/*/test_*.sh))
HEADERS   := $(sort $(wildcard include/kforge/*.h))
# libkforge's objects do not depend on the run-time library's headers.
KF_HDRS   := $(filter-out include/kforge/qrt.h,$(HEADERS))
QRT_HDRS  := include/kforge/qrt.h $(wildcard src/runtime/*.h)

LIBA      := $(B)/libkforge.a
QRT_LIB   := $(B)/libkforge_qrt.a
# The run-time library: src/runtime plus the support files it reuses
# (OpenCL helpers and their on-disk cache, files written whole).
QRT_SRCS  := $(sort $(wildcard src/runtime/*.c)) src/support/ocl.c src/support/file.c
QRT_OBJS  := $(patsubst %.c,$(B)/qrt/%.o,$(QRT_SRCS))
# -fno-math-errno: the library never reads errno after libm, and sqrtf
# without it cannot vectorise.
QRT_CFLAGS := $(shell pkg-config --cflags libpng libtiff-4 2>/dev/null) -fno-math-errno
QRT_LDLIBS := -lOpenCL $(shell pkg-config --libs libpng libtiff-4 2>/dev/null || echo -lpng16 -ltiff) -lm
# QRT_CUDA=1: arrays also get a CUDA copy (needs the CUDA toolkit; links libcudart).
ifeq ($(QRT_CUDA),1)
QRT_CFLAGS += -DQRT_CUDA -isystem $(CUDA_HOME)/include
QRT_LDLIBS += -L$(CUDA_HOME)/lib64 -Wl,-rpath,$(CUDA_HOME)/lib64 -lcudart
endif
LIBSO     := $(B)/libkforge.so
KFORGE    := $(B)/kforge

.PHONY: all check check-build check-gpu demo install uninstall golden clean examples fuzz fuzz-quasar fuzz-diff bench bench-analyze bench-blas bench-blas-one bench-blas-cuda bench-tune bench-qrt qrt
all: $(LIBA) $(LIBSO) $(KFORGE) $(QRT_LIB)

$(B)/%.o: %.c $(KF_HDRS) $(LIB_HDRS) $(wildcard cli/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(KF_CFLAGS) $(CFLAGS) -c $< -o $@

$(LIBA): $(LIB_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(B)/qrt/%.o: %.c $(QRT_HDRS) $(LIB_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(KF_CFLAGS) $(QRT_CFLAGS) $(CFLAGS) -c $< -o $@

# make qrt: the run-time library alone
qrt: $(QRT_LIB)
$(QRT_LIB): $(QRT_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(LIBSO): $(LIB_OBJS)
	$(CC) -shared -Wl,-soname,libkforge.so.0 $(LDFLAGS) -o $@ $^ $(KF_LDLIBS)

# The `kforge ui` page (cli/ui/) compiled into the executable.
UI_ASSETS := $(sort $(wildcard cli/ui/*.html cli/ui/*.js cli/ui/*.css))
$(B)/cli/ui_assets.c: $(UI_ASSETS) scripts/embed-assets
	@mkdir -p $(dir $@)
	scripts/embed-assets $(UI_ASSETS) > $@.tmp && mv $@.tmp $@
$(B)/cli/ui_assets.o: $(B)/cli/ui_assets.c cli/cli.h
	$(CC) $(KF_CFLAGS) -Icli $(CFLAGS) -c $< -o $@
CLI_OBJS  += $(B)/cli/ui_assets.o

$(KFORGE): $(CLI_OBJS) $(LIBA)
	$(CC) $(LDFLAGS) -o $@ $(CLI_OBJS) $(LIBA) $(KF_LDLIBS) -lmicrohttpd

$(B)/tests/unit/%: tests/unit/%.c $(LIBA) $(KF_HDRS) $(LIB_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(KF_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIBA) -lcmocka $(KF_LDLIBS)
# test_blas_ocl_part2.c is test_blas_ocl.c's other half (it includes it)
$(B)/tests/unit/test_blas_ocl_part2: tests/unit/test_blas_ocl.c

# The run-time library's tests link it instead of libkforge.
$(B)/tests/unit/test_qrt_%: tests/unit/test_qrt_%.c $(QRT_LIB) $(QRT_HDRS) tests/unit/qrt_expect.h
	@mkdir -p $(dir $@)
	$(CC) $(KF_CFLAGS) $(QRT_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(QRT_LIB) -lcmocka $(QRT_LDLIBS)

EXAMPLE_SRCS := $(sort $(wildcard examples/*.c))
EXAMPLE_BINS := $(EXAMPLE_SRCS:%.c=$(B)/%)
$(B)/examples/%: examples/%.c $(LIBA) $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(KF_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIBA) $(KF_LDLIBS)
examples: $(EXAMPLE_BINS)

# Small tools the tests use: tests/tools/NAME_main.c -> $(B)/kforge-NAME
TOOL_SRCS := $(sort $(wildcard tests/tools/*_main.c))
TOOL_BINS := $(patsubst tests/tools/%_main.c,$(B)/kforge-%,$(TOOL_SRCS))
$(B)/kforge-%: tests/tools/%_main.c $(LIBA) $(KF_HDRS) $(LIB_HDRS)
	$(CC) $(KF_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIBA) $(KF_LDLIBS)
# kforge-imgcmp reads images through the run-time library
$(B)/kforge-imgcmp: tests/tools/imgcmp_main.c $(QRT_LIB) $(QRT_HDRS)
	$(CC) $(KF_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(QRT_LIB) $(QRT_LDLIBS)

# libkforge_cblas: its own rules
include src/cblas/cblas.mk

# Benchmarks (not part of check): anchors such as CLBlast and OpenBLAS are
# linked here only, never into libkforge.  Only bench/blas holds programs
# of this kind; the C files elsewhere in bench/ are inputs of kforge
# (bench/regions/run.sh, bench/reduce/run.sh).
BENCH_SRCS := $(sort $(wildcard bench/blas/*.c))
BENCH_BINS := $(BENCH_SRCS:%.c=$(B)/%)
$(B)/bench/%: bench/%.c $(LIBA) $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(KF_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIBA) -lclblast -lopenblas $(KF_LDLIBS)
BENCH_TUNE := $(B)/bench/blas/bench_tune
BENCH_SWEEP := $(B)/bench/blas/bench_sweep
# The sweep (BENCH_QUICK=1: fewer sizes; BENCH_SWEEP_ARGS: its options),
# OpenBLAS on its native kernel: the environment's pins are unset here.
bench-blas: $(BENCH_BINS)
	env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OMP_NUM_THREADS=2 \
	  $(BENCH_SWEEP) -o $(B)/bench-blas $(BENCH_SWEEP_ARGS)
# One size, each program (BENCH_ARGS="-n 1024 -p s").
bench-blas-one: $(BENCH_BINS)
	@for b in $(filter-out $(BENCH_TUNE) $(BENCH_SWEEP),$(BENCH_BINS)); do echo "== $$b"; \
	  env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE $$b $(BENCH_ARGS) || exit 1; done
# kforge's CUDA solver against cuBLAS (needs an NVIDIA GPU to measure; it
# builds wherever the CUDA toolkit is; BENCH_CUDA_ARGS: its options).
# --as-needed: the solver reaches none of libkforge's analysis libraries, so
# the program runs on a GPU machine that has only the driver and CUDA.
BENCH_CUDA := $(B)/bench/blas/cuda/bench_cuda
$(BENCH_CUDA): bench/blas/cuda/bench_cuda.c $(LIBA) $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(KF_CFLAGS) -isystem $(CUDA_HOME)/include $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIBA) \
	  -Wl,--as-needed -L$(CUDA_HOME)/lib64 -Wl,-rpath,$(CUDA_HOME)/lib64 -lcublas -lcudart $(KF_LDLIBS)
bench-blas-cuda: $(BENCH_CUDA)
	$(BENCH_CUDA) $(BENCH_CUDA_ARGS)
# The tuner against the exhaustive search (minutes: not in `make bench`).
bench-tune: $(BENCH_TUNE)
	$(BENCH_TUNE) $(BENCH_TUNE_ARGS)

# The test command.  Sanitized by default (CI runs exactly this); a plain
# build is made too, for the valgrind leak checks and for timing.  The driver
# prints one line per test program and the closing summary.
# Both builds use every core unless make was given its own -j.
CHECK_SAN ?= 1
CHECK_B   := build/$(if $(filter 1,$(CHECK_SAN)),asan,plain)
CHECK_J    = $(if $(findstring -j,$(MAKEFLAGS)),,-j$(shell nproc 2>/dev/null || echo 1))
check:
	@$(MAKE) --no-print-directory $(CHECK_J) SANITIZE=$(CHECK_SAN) check-build
	@$(MAKE) --no-print-directory $(CHECK_J) SANITIZE=0 check-build
	@KFORGE_ROOT=$(CURDIR) NVCC="$(NVCC)" \
	  tests/run-tests $(CHECK_B) build/plain $(UNIT_SRCS:%.c=%) $(SCRIPTS)

check-build: all $(UNIT_BINS) examples $(TOOL_BINS)

# The CUDA outputs on a GPU (tests/gpu/check_gpu.sh; its runs are skipped,
# with the reason, where no CUDA device is).  A plain build by default.
check-gpu: all $(B)/kforge-numcmp
	@KFORGE_ROOT=$(CURDIR) KFORGE=$(CURDIR)/$(B)/kforge KFORGE_PLAIN=$(B) NVCC="$(NVCC)" \
	  CUDA_HOME="$(CUDA_HOME)" tests/gpu/check_gpu.sh

# The build's own lines go to a log: the demo shows what kforge does.
demo:
	@mkdir -p $(B)
	@echo "building kforge ($(B)/demo-build.log)"
	@$(MAKE) --no-print-directory all examples >$(B)/demo-build.log 2>&1 || \
	  { tail -n 40 $(B)/demo-build.log; exit 1; }
	@KFORGE_ROOT=$(CURDIR) NVCC="$(NVCC)" KFORGE_BUILD=$(B) examples/demo.sh

golden:
	@KFORGE_REGEN=1 $(MAKE) --no-print-directory check

# libFuzzer: the target and the sources it reaches (the C front end, the
# model, the analysis and their support) built together by clang with
# -fsanitize=fuzzer; seeds are the corpus kernels and the analyze tests.
# Only those sources: the back ends, BLAS and kgen are never called from
# kf_analyze_file, and compiling them made the build three quarters of the
# test's time.  A new dependency of the analysis shows as a link error.
FUZZ_CC      ?= $(shell command -v clang-19 || command -v clang)
FUZZ_SECONDS ?= 30
FUZZ_B       := build/fuzz
FUZZ_SRCS    := $(wildcard src/frontend/c/*.c src/analysis/*.c src/ir/*.c src/support/*.c)
$(FUZZ_B)/fuzz_frontend: tests/fuzz/fuzz_frontend.c $(FUZZ_SRCS) $(HEADERS) $(LIB_HDRS)
	@mkdir -p $(FUZZ_B)
	$(FUZZ_CC) -std=c11 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined \
	  -Iinclude -Isrc -isystem $(CLANG_INC) -o $@ tests/fuzz/fuzz_frontend.c $(FUZZ_SRCS) $(KF_LDLIBS)
fuzz: $(FUZZ_B)/fuzz_frontend
	@mkdir -p $(FUZZ_B)/corpus
	@cp -n tests/kernels/*.c tests/analyze/snippets/*.c tests/analyze/bad/*.c $(FUZZ_B)/corpus/ 2>/dev/null || true
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0 \
	  $(FUZZ_B)/fuzz_frontend -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 \
	  -max_len=16384 $(FUZZ_B)/corpus

# The Quasar front end and lowering: only their sources and support's.
QFUZZ_SRCS := $(wildcard src/frontend/quasar/*.c src/codegen/quasar*.c) $(wildcard src/support/*.c)
$(FUZZ_B)/fuzz_quasar: tests/fuzz/fuzz_quasar.c $(QFUZZ_SRCS) $(HEADERS) $(LIB_HDRS)
	@mkdir -p $(FUZZ_B)
	$(FUZZ_CC) -std=c11 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined \
	  -Iinclude -Isrc -o $@ tests/fuzz/fuzz_quasar.c $(QFUZZ_SRCS) -ljansson -lisl -lgmp -lOpenCL -ldl -lm
fuzz-quasar: $(FUZZ_B)/fuzz_quasar
	@mkdir -p $(FUZZ_B)/qcorpus
	@cp -n examples/quasar/*.q tests/quasar/bad/*.q tests/quasar/gen/*.q tests/quasar/deps/*.q tests/quasar/blocks/*.q tests/quasar/types/*.q $(FUZZ_B)/qcorpus/ 2>/dev/null || true
	$(FUZZ_B)/fuzz_quasar -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 -artifact_prefix=$(FUZZ_B)/ \
	  -max_len=8192 $(FUZZ_B)/qcorpus

# Differential testing over many seeds: tests/diff/test_diff.sh (which
# `make check` runs over a few hundred) with more of them.
FUZZ_DIFF_SEEDS ?= 3000
FUZZ_DIFF_START ?= 1
# Run without tests/run-tests, whose limit per script this would pass:
# the failures and the closing counts are printed.
fuzz-diff: all $(B)/kforge-numcmp
	@mkdir -p build/pocl-cache
	@FUZZ_DIFF_SEEDS=$(FUZZ_DIFF_SEEDS) FUZZ_DIFF_START=$(FUZZ_DIFF_START) KFORGE_ROOT=$(CURDIR) \
	  KFORGE=$(CURDIR)/$(B)/kforge KFORGE_PLAIN=$(B) NVCC="$(NVCC)" POCL_CACHE_DIR=$(CURDIR)/build/pocl-cache \
	  bash -c 'set -o pipefail; tests/diff/test_diff.sh | grep -v "^ok "'

# The run-time library's host operations (bench/qrt).
QRT_BENCH := $(B)/bench/qrt/bench_ops
$(QRT_BENCH): bench/qrt/bench_ops.c $(QRT_LIB) $(QRT_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(KF_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(QRT_LIB) $(QRT_LDLIBS)
bench-qrt: $(QRT_BENCH)
	$(QRT_BENCH)

# make bench: every benchmark; bench-analyze, bench-blas and bench-qrt one each.
bench: bench-analyze bench-blas bench-qrt
bench-analyze: all
	@KFORGE=$(CURDIR)/build/plain/kforge bench/analyze

# kforge.pc is written at install time: it names PREFIX, which changes
# between installs while nothing it is made from does.
# The .pc files are written straight under DESTDIR: two installs to other
# prefixes at once (the tests do) must not share a file in the build tree.
install: all
	install -d $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/include/kforge $(DESTDIR)$(PREFIX)/bin
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' \
	    -e 's|@LIBS@|$(KF_LDLIBS)|g' kforge.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/kforge.pc
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' \
	    -e 's|@LIBS@|$(QRT_LDLIBS)|g' kforge-qrt.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/kforge-qrt.pc
	install -m 644 $(LIBA) $(QRT_LIB) $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(LIBSO) $(DESTDIR)$(PREFIX)/lib/libkforge.so.0
	ln -sf libkforge.so.0 $(DESTDIR)$(PREFIX)/lib/libkforge.so
	install -m 644 $(HEADERS) $(DESTDIR)$(PREFIX)/include/kforge/
	install -m 755 $(KFORGE) $(DESTDIR)$(PREFIX)/bin/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/lib/libkforge.a $(DESTDIR)$(PREFIX)/lib/libkforge.so* \
	      $(DESTDIR)$(PREFIX)/lib/libkforge_qrt.a $(DESTDIR)$(PREFIX)/lib/pkgconfig/kforge-qrt.pc \
	      $(DESTDIR)$(PREFIX)/bin/kforge $(DESTDIR)$(PREFIX)/lib/pkgconfig/kforge.pc
	rm -rf $(DESTDIR)$(PREFIX)/include/kforge

clean:
	rm -rf build

# The Quasar run-time support is C text that the lowering writes into every
# program it generates (src/codegen/quasar.c): kept as C in
# quasar_NAME.txt, embedded as the string kf_qc_NAME here.
src/codegen/quasar_%.c: src/codegen/quasar_%.txt
	{ echo '/* quasar_$*.c: generated by make from quasar_$*.txt; do not edit. */'; \
	  echo 'extern const char kf_qc_$*[];'; echo 'const char kf_qc_$*[] ='; \
	  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/    "/' -e 's/$$/\\n"/' $<; echo '    ;'; } > $@.tmp && mv $@.tmp $@
