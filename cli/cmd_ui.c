#include "cli.h"
int kf_cli_ui(int argc, char **argv) { return kf_cli_pending(argc, argv); }
