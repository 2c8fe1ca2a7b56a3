include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS linrt EXPORT linrtTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY include/linrt DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT linrtTargets NAMESPACE linrt:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/linrt)
configure_package_config_file(cmake/linrtConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/linrtConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/linrt)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/linrtConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/linrtConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/linrtConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/linrt)
