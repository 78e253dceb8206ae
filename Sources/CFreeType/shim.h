// FreeType's headers, for the Lottie exporter's glyph outlines (Debian: libfreetype-dev).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
