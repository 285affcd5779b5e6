#pragma once

#include <QIcon>
#include <QString>

namespace mizbazi::app {

// The icon of an SVG resource (":/icons/mizbazi.svg", ":/cards/<game>/back.svg"): the PNG sizes the
// build rendered from it (:/raster/…-WxH.png, see ui/CMakeLists.txt) when there are any, so that
// the first window decodes images instead of rendering SVG; the SVG itself otherwise.
QIcon rasterIcon(const QString& svgResource);

}  // namespace mizbazi::app
