#include "MallocStats.h"
