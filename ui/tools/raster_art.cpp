// Build tool: renders SVG art to PNG files, so that what the first window shows (the window icon,
// the chooser's cards) is decoded, not rendered, at start-up. Rendering an SVG costs a few
// milliseconds to tens of milliseconds each and loads Qt's SVG plugins; a PNG decodes in about one.
//
//   mizbazi_raster_art SOURCE.svg OUTPUT_PREFIX WIDTHxHEIGHT...
//
// writes OUTPUT_PREFIX-WIDTHxHEIGHT.png for each size, the image scaled to fit the size with its
// proportions kept (as QIcon's SVG engine does), centred on a transparent ground.
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: %s SOURCE.svg OUTPUT_PREFIX WIDTHxHEIGHT...\n", argv[0]);
    return 2;
  }
  QSvgRenderer renderer(QString::fromLocal8Bit(argv[1]));
  if (!renderer.isValid()) {
    std::fprintf(stderr, "%s: cannot read %s\n", argv[0], argv[1]);
    return 1;
  }
  const QRegularExpression sizeForm(QStringLiteral("^([0-9]+)x([0-9]+)$"));
  for (int i = 3; i < argc; ++i) {
    const QRegularExpressionMatch m = sizeForm.match(QString::fromLocal8Bit(argv[i]));
    if (!m.hasMatch()) {
      std::fprintf(stderr, "%s: not a size: %s\n", argv[0], argv[i]);
      return 2;
    }
    const QSize box(m.captured(1).toInt(), m.captured(2).toInt());
    QImage image(box, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QSize drawn = renderer.defaultSize();
    drawn.scale(box, Qt::KeepAspectRatio);
    QPainter painter(&image);
    renderer.render(&painter, QRectF(QPointF((box.width() - drawn.width()) / 2.0,
                                             (box.height() - drawn.height()) / 2.0),
                                     drawn));
    painter.end();
    const QString out =
        QString::fromLocal8Bit(argv[2]) + QLatin1Char('-') + m.captured(0) + QStringLiteral(".png");
    if (!image.save(out, "PNG")) {
      std::fprintf(stderr, "%s: cannot write %s\n", argv[0], qPrintable(out));
      return 1;
    }
  }
  return 0;
}
