/*
 * kforge.c: what belongs to the library as a whole.
 */
#include "kforge/kforge.h"

#ifndef KF_VERSION
#define KF_VERSION "0.0.0"
#endif

const char *kf_version(void)
{
    return KF_VERSION;
}
