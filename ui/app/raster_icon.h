#pragma once

#include <QIcon>
#include <QPixmap>
#include <QString>

namespace mizbazi::app {

// The icon of an SVG resource (":/icons/mizbazi.svg", ":/cards/<game>/back.svg"): the PNG sizes the
// build rendered from it (:/raster/…-WxH.png, see ui/CMakeLists.txt) when there are any, so that
// the first window decodes images instead of rendering SVG; the SVG itself otherwise.
QIcon rasterIcon(const QString& svgResource);

// A PNG file, read as QPixmap(file) reads it but as PNG: QImageReader, left to find the format,
// first loads every image-format plugin installed to ask each (a millisecond or more at the first
// image of the run, before the window shows).
QPixmap readPng(const QString& file);

}  // namespace mizbazi::app
