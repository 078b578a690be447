# cmake -DIN=file -DOUT=file.cpp -DNAME=symbol [-DTEXT=1] [-DMUTABLE=1] -P Embed.cmake
# Writes `extern const unsigned char NAME[]; extern const unsigned NAME_size;` (TEXT adds a NUL).
# MUTABLE leaves out the first const: a text the web site fetches into place when first
# needed (src/core/text/fetched_data.h).
set(qual "extern const ")
if(MUTABLE)
  set(qual "")  # a non-const global has external linkage already
endif()
file(READ "${IN}" hex HEX)
if(TEXT)
  string(APPEND hex "00")
endif()
string(LENGTH "${hex}" n)
math(EXPR size "${n} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," body "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" body "${body}")
file(WRITE "${OUT}" "// Generated from ${IN} by cmake/Embed.cmake\n${qual}unsigned char ${NAME}[] = {\n${body}};\nextern const unsigned ${NAME}_size = ${size};\n")
