#include "doctest_main.h"
