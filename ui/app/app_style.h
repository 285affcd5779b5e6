// The app's widget style: Fusion (the same look everywhere, and it mirrors well), with one image
// of Qt's own read without a detour that costs the launch a millisecond or more.
#pragma once

class QStyle;

namespace mizbazi::app {

// Fusion, as QStyleFactory makes it, except that the toolbar extension arrow (the menu bar makes
// one when it is built, hidden until the menus do not fit) comes from the same PNG files of Qt's as
// Fusion's, read as PNG. Fusion reads it through QImageReader without a format, which loads
// every image-format plugin installed (GIF, ICO, JPEG, SVG and their libraries) to ask each
// whether it reads PNG, before the window can show.
QStyle* createAppStyle();

}  // namespace mizbazi::app
