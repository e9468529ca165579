# src/cblas/cblas.mk: libkforge_cblas (src/cblas/README.md), included by
# the top-level Makefile.  Its objects stay out of libkforge: a program
# linking libkforge and another BLAS must not find two cblas_dgemm.
# The shared library needs libkforge.so.0 beside it ($ORIGIN), in the
# build tree as where it is installed.

CBLAS_SRCS := $(sort $(wildcard src/cblas/*.c))
CBLAS_OBJS := $(CBLAS_SRCS:%.c=$(B)/%.o)
CBLAS_A    := $(B)/libkforge_cblas.a
CBLAS_SO   := $(B)/libkforge_cblas.so

# only the BLAS entry points leave the shared library (api.h marks them)
$(CBLAS_OBJS): KF_CFLAGS += -fvisibility=hidden

$(CBLAS_A): $(CBLAS_OBJS)
	rm -f $@ && ar rcs $@ $^

$(B)/libkforge.so.0: $(LIBSO)
	ln -sf libkforge.so $@

$(CBLAS_SO): $(CBLAS_OBJS) $(B)/libkforge.so.0
	$(CC) -shared -Wl,-soname,libkforge_cblas.so.0 $(LDFLAGS) -o $@ $(CBLAS_OBJS) \
	  -L$(B) -l:libkforge.so.0 -Wl,-rpath,'$$ORIGIN' -lOpenCL -lpthread
	ln -sf libkforge_cblas.so $(B)/libkforge_cblas.so.0

all: $(CBLAS_A) $(CBLAS_SO)

.PHONY: install-cblas uninstall-cblas
install: install-cblas
install-cblas: $(CBLAS_A) $(CBLAS_SO)
	install -d $(DESTDIR)$(PREFIX)/lib/pkgconfig
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' \
	    src/cblas/kforge-cblas.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/kforge-cblas.pc
	install -m 644 $(CBLAS_A) $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(CBLAS_SO) $(DESTDIR)$(PREFIX)/lib/libkforge_cblas.so.0
	ln -sf libkforge_cblas.so.0 $(DESTDIR)$(PREFIX)/lib/libkforge_cblas.so

uninstall: uninstall-cblas
uninstall-cblas:
	rm -f $(DESTDIR)$(PREFIX)/lib/libkforge_cblas.a $(DESTDIR)$(PREFIX)/lib/libkforge_cblas.so* \
	      $(DESTDIR)$(PREFIX)/lib/pkgconfig/kforge-cblas.pc

# ScaLAPACK's PDGEMM on kforge's dgemm_ and on OpenBLAS's (mpirun -np 2)
.PHONY: bench-pdgemm
bench-blas: bench-pdgemm
bench-pdgemm: $(CBLAS_SO)
	@echo "== bench/blas/pdgemm.sh"
	@KFORGE_BUILD=$(B) bench/blas/pdgemm.sh $(PDGEMM_ARGS)
