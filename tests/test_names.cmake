# Fails when a Catch2 test name holds '[', ']' or ';': catch_discover_tests builds a CMake
# list of the names, and such a character silently merges every later test into one
# entry that runs nothing. A name that begins with '-' is read as an option by Catch2.
file(GLOB_RECURSE sources "${TEST_DIR}/*.cpp")
set(bad "")
foreach(source ${sources})
  file(STRINGS "${source}" lines REGEX "TEST_CASE\\(\"")
  foreach(line ${lines})
    if(line MATCHES "TEST_CASE\\(\"[^\"]*[];[][^\"]*\"" OR line MATCHES "TEST_CASE\\(\"-")
      string(APPEND bad "\n  ${source}: ${line}")
    endif()
  endforeach()
endforeach()
if(bad)
  message(FATAL_ERROR "test names with '[', ']' or ';' hide the tests after them, and a leading '-' is an option:${bad}")
endif()
