# Desktop integration and the Debian package (cpack -G DEB in the build directory).
# Included by the top-level CMakeLists when the app is built.
include(GNUInstallDirs)
set(MIZBAZI_APP_ID org.mizbazi.Mizbazi)
set(MIZBAZI_PACKAGING_DIR ${CMAKE_CURRENT_LIST_DIR})

install(FILES ${MIZBAZI_PACKAGING_DIR}/${MIZBAZI_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${MIZBAZI_PACKAGING_DIR}/${MIZBAZI_APP_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${MIZBAZI_PACKAGING_DIR}/application-x-mizbazi.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages)
if(EXISTS ${PROJECT_SOURCE_DIR}/resources/icons/mizbazi.svg)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/mizbazi.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
          RENAME ${MIZBAZI_APP_ID}.svg)
endif()
# The font's licence travels with the font (it is compiled into the binary).
install(FILES ${PROJECT_SOURCE_DIR}/resources/fonts/OFL.txt
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/mizbazi/fonts)

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "mizbazi")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "Mizbazi developers <mizbazi@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Persian tabletop card games for one screen")
set(CPACK_PACKAGE_DESCRIPTION "Persian card games played hot-seat on one screen or a classroom \
projector: Zirkhaki for 2 to 8 players, with computer players, undo and saved games. Persian and \
right-to-left by default, English available.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# Shared-library dependencies are computed by dpkg-shlibdeps (dpkg-dev); libqt6gui6 carries the
# xcb platform plugin, libqt6svg6 the SVG icon engine loaded at run time.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6 (>= 6.4)")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, qt6-wayland")
set(CPACK_STRIP_FILES ON)
include(CPack)
