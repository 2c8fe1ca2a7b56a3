# The layering of docs/ARCHITECTURE.md, checked on every build: each folder's sources may
# include only the folders below it. Every folder compiles with the repository root on its
# include path (includes are spelt "graph/ir.h", "engine/cpu/kernel.h"), so include paths
# alone cannot refuse an include that goes the wrong way; this script does, and the build
# fails, naming each file and include that breaks a rule.
#
# Run as: cmake -DSOURCE_DIR=<repo> -DSTAMP=<file> -P check_layering.cmake
#
# A rule: a folder (or a subfolder, e.g. "engine/plan") and the include prefixes its files may
# use besides headers beside them and third-party ones (no '/', or not under a project folder).
# A file follows the rule of the deepest rule folder that holds it.
cmake_minimum_required(VERSION 3.25)
set(project_folders core graph loaders ops engine shaders linrt tools examples tests bench python)

set(rule_core      "core/;linrt/dtype.h;linrt/error.h")
set(rule_graph     "graph/;core/;linrt/dtype.h;linrt/error.h")
set(rule_loaders   "loaders/;core/;linrt/dtype.h;linrt/error.h;linrt/image.h;linrt/json.h")
set(rule_ops       "ops/;linrt/dtype.h;linrt/error.h")
set(rule_engine    "engine/;graph/;loaders/;ops/;core/;linrt/")
# engine/'s subfolders: the reference executor stands alone; the Plan is device-neutral (devices
# depend on it, never the other way); no device knows another (engine/scheduler.h, in engine/
# itself, splits a plan between them).
set(rule_engine/reference "engine/reference/;graph/;ops/;core/;linrt/")
set(rule_engine/plan      "engine/plan/;engine/reference/;graph/;ops/;core/;linrt/")
set(rule_engine/cpu       "engine/cpu/;engine/plan/;engine/reference/;graph/;ops/;core/;linrt/")
set(rule_engine/vulkan    "engine/vulkan/;engine/plan/;engine/reference/;graph/;ops/;core/;linrt/")
set(rules core graph loaders ops engine engine/reference engine/plan engine/cpu engine/vulkan)

set(violations "")
set(files "")
foreach(folder ${rules})
  file(GLOB_RECURSE found "${SOURCE_DIR}/${folder}/*.h" "${SOURCE_DIR}/${folder}/*.cpp")
  list(APPEND files ${found})
endforeach()
list(REMOVE_DUPLICATES files)
foreach(path ${files})
  file(RELATIVE_PATH rel "${SOURCE_DIR}" "${path}")
  # The longest rule folder that holds the file.
  set(folder "")
  foreach(candidate ${rules})
    string(LENGTH "${candidate}" n)
    string(LENGTH "${folder}" best)
    if(rel MATCHES "^${candidate}/" AND n GREATER best)
      set(folder "${candidate}")
    endif()
  endforeach()
  file(STRINGS "${path}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  foreach(line ${lines})
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" target "${line}")
    string(REGEX MATCH "^[^/]+" top "${target}")
    if(NOT target MATCHES "/" OR NOT top IN_LIST project_folders)
      continue()  # a file beside this one, or a third-party header
    endif()
    set(allowed FALSE)
    foreach(prefix ${rule_${folder}})
      string(FIND "${target}" "${prefix}" at)
      if(at EQUAL 0)
        set(allowed TRUE)
      endif()
    endforeach()
    if(NOT allowed)
      string(REPLACE ";" ", " rule_text "${rule_${folder}}")
      list(APPEND violations "${rel}: #include \"${target}\": ${folder}/ may include only ${rule_text}")
    endif()
  endforeach()
endforeach()

if(violations)
  list(JOIN violations "\n" text)
  message(FATAL_ERROR "layering (docs/ARCHITECTURE.md, \"Folders\"):\n${text}")
endif()
if(STAMP)
  file(TOUCH "${STAMP}")
endif()
