/* placeholder until kgen lands */
#include "cli.h"
int kf_cli_kgen(int argc, char **argv) { return kf_cli_pending(argc, argv); }
