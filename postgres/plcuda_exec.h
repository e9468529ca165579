/*
 * plcuda_exec.h: one call of a built PL/CUDA program.
 *
 * Contract.  plcuda_exec_call() writes the call's arguments in the
 * protocol of include/plcuda_host.h (one argument buffer, seed 001
 * "PL/CUDA Callflow"), runs `binary` through plcuda_proc_run, and turns
 * what comes back into the result:
 *
 *   exit 0 + value            the Datum (checked by plcuda_type_get)
 *   exit 1                    SQL NULL (*isnull = true)
 *   exit 2 + message          ERROR: the message, output in errdetail
 *   exit 4 (kernel mode)      the CPU fallback is wanted: *fallback = true
 *   exit 5                    the result reached past the program's memory
 *                             (a VARSIZE too large): ERROR saying so
 *   anything else             ERROR: how it ended, output in errdetail
 *
 * No user error ever becomes a silent NULL (DESIGN.md, "Known faults").
 * `launch` holds the 16 kernel-mode launch parameters (or NULL).
 * `worker` (or NULL: a fresh process for this call) is a warm worker,
 * started when not running; it stays for the next call unless the call
 * ended it.
 */
#ifndef PLCUDA_EXEC_H
#define PLCUDA_EXEC_H

#include "fmgr.h"

#include "plcuda_worker.h"
#include "plcuda_types.h"

/* include/plcuda_host.h */
#define PLCUDA_EXIT_BAD_RESULT	5

extern Datum plcuda_exec_call(const char *binary, const char *fname,
							  int nargs, const PlcudaType *argtypes,
							  const Datum *args, const bool *argnulls,
							  const PlcudaType *rettype, const int64 *launch,
							  PlcudaWorker *worker, bool *isnull, bool *fallback);

#endif							/* PLCUDA_EXEC_H */
