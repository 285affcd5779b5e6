# Precompiled headers: most of a compile here is parsing the same standard, nlohmann/json, Qt and
# GoogleTest headers again in every file. Each layer parses them once, in the target named below,
# and its other targets reuse that target's precompiled header (REUSE_FROM), which needs the same
# compile flags: the groups follow the flags.
#   engine    mizbazi_engine                the standard library, nlohmann/json, Boost.Random
#   qt        mizbazi_ui_table              engine's, and the Qt Widgets headers the UI uses most
#   tests     mizbazi_test_support          engine's, and GoogleTest
#   ui-tests  mizbazi_ui_test_support       qt's, and GoogleTest
# -DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON builds without them (every file must still compile alone:
# a header listed here is never a reason to leave an #include out). The sanitizer and fuzzing
# builds go without: clang refuses a precompiled header built with other instrumentation flags.
if(MIZBAZI_SANITIZE OR MIZBAZI_FUZZ)
  set(CMAKE_DISABLE_PRECOMPILE_HEADERS ON)
endif()

set(MIZBAZI_PCH_ENGINE
  <algorithm> <array> <cstdint> <functional> <map> <memory> <optional> <set> <string>
  <string_view> <utility> <vector> <nlohmann/json.hpp> <boost/random/taus88.hpp>
  <boost/random/uniform_int_distribution.hpp>)
set(MIZBAZI_PCH_QT
  <QAction> <QApplication> <QBoxLayout> <QColor> <QCoreApplication> <QDialog>
  <QDialogButtonBox> <QDir> <QEvent> <QFile> <QFileInfo> <QGraphicsItem> <QGraphicsObject>
  <QGraphicsScene> <QGraphicsView> <QHash> <QImage> <QKeyEvent> <QLabel> <QLocale> <QMessageBox>
  <QObject> <QPainter> <QPainterPath> <QPointF> <QPointer> <QPushButton> <QRectF>
  <QRegularExpression> <QSet> <QSettings> <QSpinBox> <QString> <QStringList> <QTimer> <QVector>
  <QWidget>)

# mizbazi_precompile(TARGET GROUP): TARGET parses GROUP's headers once for its group.
function(mizbazi_precompile target group)
  if(group STREQUAL "engine")
    set(headers ${MIZBAZI_PCH_ENGINE})
  elseif(group STREQUAL "qt")
    set(headers ${MIZBAZI_PCH_ENGINE} ${MIZBAZI_PCH_QT})
  elseif(group STREQUAL "tests")
    set(headers ${MIZBAZI_PCH_ENGINE} <gtest/gtest.h>)
  elseif(group STREQUAL "ui-tests")
    set(headers ${MIZBAZI_PCH_ENGINE} ${MIZBAZI_PCH_QT} <gtest/gtest.h>)
  else()
    message(FATAL_ERROR "mizbazi_precompile: no group ${group}")
  endif()
  target_precompile_headers(${target} PRIVATE ${headers})
endfunction()

# mizbazi_reuse_precompiled(TARGET FROM): TARGET uses FROM's precompiled header.
function(mizbazi_reuse_precompiled target from)
  set_target_properties(${target} PROPERTIES PRECOMPILE_HEADERS_REUSE_FROM ${from})
endfunction()
