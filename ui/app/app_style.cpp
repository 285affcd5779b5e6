#include "ui/app/app_style.h"

#include <QGuiApplication>
#include <QIcon>
#include <QPixmap>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QStyleOption>

#include "ui/app/raster_icon.h"

namespace mizbazi::app {

namespace {

class AppStyle : public QProxyStyle {
 public:
  AppStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

  QIcon standardIcon(StandardPixmap which, const QStyleOption* option,
                     const QWidget* widget) const override {
    if (which == SP_ToolBarHorizontalExtensionButton) {
      // The files QCommonStyle takes (Qt 6.4; no icon theme has this arrow), for the direction of
      // the option, else of the application. A Qt without them gets Fusion's own.
      const bool rtl =
          option ? option->direction == Qt::RightToLeft : QGuiApplication::isRightToLeft();
      QIcon icon;
      for (int size : {8, 16, 32}) {
        const QPixmap pixmap = readPng(
            QStringLiteral(":/qt-project.org/styles/commonstyle/images/toolbar-ext-h-%1%2.png")
                .arg(rtl ? QStringLiteral("rtl-") : QString())
                .arg(size));
        if (pixmap.isNull()) return QProxyStyle::standardIcon(which, option, widget);
        icon.addPixmap(pixmap);
      }
      return icon;
    }
    return QProxyStyle::standardIcon(which, option, widget);
  }
};

}  // namespace

QStyle* createAppStyle() {
  return new AppStyle;
}

}  // namespace mizbazi::app
