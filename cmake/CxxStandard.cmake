# The language settings of every C++ build here: the project's and Dear ImGui's prebuilt one
# (cmake/imgui-lib, whose key they are part of: cmake/Imgui.cmake).
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_CXX_EXTENSIONS OFF)
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE Release)
endif()
