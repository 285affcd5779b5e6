# Desktop integration and the Debian package (cpack -G DEB in the build directory).
# Included by the top-level CMakeLists when the app is built.
include(GNUInstallDirs)
set(MIZBAZI_APP_ID org.mizbazi.Mizbazi)
set(MIZBAZI_PACKAGING_DIR ${CMAKE_CURRENT_LIST_DIR})

install(FILES ${MIZBAZI_PACKAGING_DIR}/${MIZBAZI_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
# The package describes the games it holds. A build without Sabokbaz (distributing Sabokbaz needs
# its designer's permission: README) leaves its lines out of the metainfo and the description.
set(MIZBAZI_PACKAGE_BUILD ${CMAKE_BINARY_DIR}/packaging)
set(MIZBAZI_METAINFO_SOURCE ${MIZBAZI_PACKAGING_DIR}/${MIZBAZI_APP_ID}.metainfo.xml)
set(MIZBAZI_METAINFO ${MIZBAZI_PACKAGE_BUILD}/${MIZBAZI_APP_ID}.metainfo.xml)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${MIZBAZI_METAINFO_SOURCE})
file(READ ${MIZBAZI_METAINFO_SOURCE} MIZBAZI_METAINFO_TEXT)
if(NOT "sabokbaz" IN_LIST MIZBAZI_ENABLED_GAMES)
  string(REGEX REPLACE "[ ]*<li[^>]*>(Sabokbaz|سَبُکباز)[^\n]*\n" "" MIZBAZI_METAINFO_TEXT
                       "${MIZBAZI_METAINFO_TEXT}")
  string(REPLACE "Four games" "Three games" MIZBAZI_METAINFO_TEXT "${MIZBAZI_METAINFO_TEXT}")
  string(REPLACE "چهار بازی" "سه بازی" MIZBAZI_METAINFO_TEXT "${MIZBAZI_METAINFO_TEXT}")
endif()
file(WRITE ${MIZBAZI_METAINFO} "${MIZBAZI_METAINFO_TEXT}")
install(FILES ${MIZBAZI_METAINFO} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
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

# Debian's documentation: copyright (DEP-5), changelog and the manual pages (English and
# Persian, section 6 for games), compressed as Debian wants them (gzip -9n: no name, no time).
set(MIZBAZI_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/mizbazi)
install(FILES ${MIZBAZI_PACKAGING_DIR}/copyright DESTINATION ${MIZBAZI_DOC_DIR})
find_program(MIZBAZI_GZIP gzip REQUIRED)
set(MIZBAZI_GZIPPED "")
function(mizbazi_gzip source output)
  add_custom_command(OUTPUT ${output}
    COMMAND ${MIZBAZI_GZIP} -9n -c ${source} > ${output}
    DEPENDS ${source} VERBATIM)
  set(MIZBAZI_GZIPPED ${MIZBAZI_GZIPPED} ${output} PARENT_SCOPE)
endfunction()
file(MAKE_DIRECTORY ${MIZBAZI_PACKAGE_BUILD}/man/fa)
mizbazi_gzip(${MIZBAZI_PACKAGING_DIR}/changelog ${MIZBAZI_PACKAGE_BUILD}/changelog.gz)
foreach(page mizbazi mizbazi-cli)
  mizbazi_gzip(${MIZBAZI_PACKAGING_DIR}/man/${page}.6 ${MIZBAZI_PACKAGE_BUILD}/man/${page}.6.gz)
  mizbazi_gzip(${MIZBAZI_PACKAGING_DIR}/man/fa/${page}.6 ${MIZBAZI_PACKAGE_BUILD}/man/fa/${page}.6.gz)
  install(FILES ${MIZBAZI_PACKAGE_BUILD}/man/${page}.6.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
  install(FILES ${MIZBAZI_PACKAGE_BUILD}/man/fa/${page}.6.gz
          DESTINATION ${CMAKE_INSTALL_MANDIR}/fa/man6)
endforeach()
install(FILES ${MIZBAZI_PACKAGE_BUILD}/changelog.gz DESTINATION ${MIZBAZI_DOC_DIR})
add_custom_target(mizbazi_package_docs ALL DEPENDS ${MIZBAZI_GZIPPED})

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "mizbazi")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "Mizbazi team <team@mizbazi.org>")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://mizbazi.org/")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Persian tabletop card games for one screen")
# Lines of at most 80 columns (Debian's rule); CPack puts the summary above and indents each line
# by one space.
if("sabokbaz" IN_LIST MIZBAZI_ENABLED_GAMES)
  set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Four card games played hot-seat on one screen or on a classroom projector:
Zirkhaki (2 to 8 players), Rivals (2 to 4), Sabokbaz (4 or 6, in
partnerships) and Saboteur: the Duel (2 players or solo), with computer
players, lessons, undo and saved games. Persian and right-to-left by default,
English available. The command line mizbazi-cli plays and checks game files.")
else()
  set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Three card games played hot-seat on one screen or on a classroom projector:
Zirkhaki (2 to 8 players), Rivals (2 to 4) and Saboteur: the Duel (2 players
or solo), with computer players, lessons, undo and saved games. Persian and
right-to-left by default, English available. The command line mizbazi-cli
plays and checks game files.")
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# Shared-library dependencies, libqt6svg6 (the SVG card art) included, are computed by
# dpkg-shlibdeps (dpkg-dev); naming one again by hand would list it twice.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, qt6-wayland")
set(CPACK_STRIP_FILES ON)

# Sabokbaz's designer asks that it not be published as software without his permission (README,
# "Sabokbaz and its designer"). Our own builds hold it by default, so a plain `cpack` in such a
# build refuses, before anything is packaged, unless the build says explicitly that it may:
# -DMIZBAZI_PACKAGE_SABOKBAZ=ON (./dev.sh package says so when MIZBAZI_GAMES names Sabokbaz).
option(MIZBAZI_PACKAGE_SABOKBAZ
       "Allow a package of a build that holds Sabokbaz (only with its designer's permission)" OFF)
if("sabokbaz" IN_LIST MIZBAZI_ENABLED_GAMES AND NOT MIZBAZI_PACKAGE_SABOKBAZ)
  set(MIZBAZI_PACKAGE_GATE ${MIZBAZI_PACKAGE_BUILD}/sabokbaz-gate.cmake)
  string(CONCAT MIZBAZI_PACKAGE_GATE_TEXT
         "This build holds Sabokbaz, whose designer has not given permission to publish it as "
         "software: no package is made of it. Build the package without it (./dev.sh package, "
         "or cmake -DMIZBAZI_GAMES='zirkhaki;rivals;saboteur_duel'), or, with his permission, "
         "configure this build with -DMIZBAZI_PACKAGE_SABOKBAZ=ON.")
  file(WRITE ${MIZBAZI_PACKAGE_GATE} "message(FATAL_ERROR [=[${MIZBAZI_PACKAGE_GATE_TEXT}]=])\n")
  set(CPACK_PROJECT_CONFIG_FILE ${MIZBAZI_PACKAGE_GATE})
endif()
include(CPack)
if(MIZBAZI_BUILD_TESTS AND MIZBAZI_PACKAGE_GATE)
  # The refusal itself: cpack reads the gate before it installs or packs anything.
  add_test(NAME packaging_sabokbaz_is_not_packaged_without_permission
           COMMAND ${CMAKE_CPACK_COMMAND} -G DEB --config ${CMAKE_BINARY_DIR}/CPackConfig.cmake
           WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
  set_tests_properties(packaging_sabokbaz_is_not_packaged_without_permission PROPERTIES
                       PASS_REGULAR_EXPRESSION "This build holds Sabokbaz")
endif()
