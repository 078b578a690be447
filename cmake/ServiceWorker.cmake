# cmake -DDIST=<dist> -DTEMPLATE=assets/site/sw.js -P ServiceWorker.cmake
# Writes the two offline workers from the template: DIST/sw.js (the full app: the page, its
# manifest and web/) and DIST/web/sw.js (embedders who opt in: web/ alone). Each lists its
# files relative to itself with their SHA-256 (the worker stores only this build's files)
# and carries a hash of them all as its VERSION, so any change to the site is a new worker
# and a new cache.
file(GLOB_RECURSE web_files RELATIVE "${DIST}/web" "${DIST}/web/*")
list(FILTER web_files EXCLUDE REGEX "^(sw\\.js|example\\.html)$")
# The precompressed copies (scripts/precompress.js) are the same files in another encoding:
# the server picks one by Accept-Encoding, the worker stores what it is sent, decoded.
list(FILTER web_files EXCLUDE REGEX "\\.(gz|br)$")
list(SORT web_files)
set(hash_input "")
foreach(f ${web_files})
  file(SHA256 "${DIST}/web/${f}" h)
  string(SUBSTRING "${h}" 0 16 h)  # 64 bits tell builds apart (assets/site/sw.js)
  set(hash_web/${f} ${h})
  string(APPEND hash_input "web/${f} ${h}\n")
endforeach()
foreach(f index.html manifest.webmanifest)
  file(SHA256 "${DIST}/${f}" h)
  string(SUBSTRING "${h}" 0 16 h)
  set(hash_${f} ${h})
  string(APPEND hash_input "${f} ${h}\n")
endforeach()
set("hash_./" ${hash_index.html})  # the site's folder address answers index.html
string(SHA256 version "${hash_input}")
string(SUBSTRING "${version}" 0 16 version)

file(READ "${TEMPLATE}" template)
# The template's comments stay in the source: each worker is sent without them.
string(REGEX REPLACE "(^|\n)[ ]*//[^\n]*" "" template "${template}")
string(REGEX REPLACE "^\n+" "" template "${template}")
# files: paths relative to the worker; base: what to put before each to find its hash.
function(write_worker out prefix base files)
  set(list "")
  foreach(f ${files})
    if(list)
      string(APPEND list ", ")
    endif()
    string(APPEND list "['${f}', '${hash_${base}${f}}']")
  endforeach()
  string(REPLACE "@VERSION@" "${version}" text "${template}")
  string(REPLACE "@PREFIX@" "${prefix}" text "${text}")
  string(REPLACE "@FILES@" "${list}" text "${text}")
  file(WRITE "${out}" "${text}")
endfunction()

set(app_files "./" index.html manifest.webmanifest)
foreach(f ${web_files})
  list(APPEND app_files "web/${f}")
endforeach()
write_worker("${DIST}/sw.js" "sudoku-app-" "" "${app_files}")
write_worker("${DIST}/web/sw.js" "sudoku-web-" "web/" "${web_files}")
message(STATUS "Offline workers written, version ${version}")
