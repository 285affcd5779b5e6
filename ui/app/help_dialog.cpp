#include "app/help_dialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "app/game_catalog.h"
#include "app/language.h"

namespace mizbazi::app {

QString HelpDialog::rulesText(const QString& gameId, const QString& language) {
  QFile f(QString(":/rules/%1.%2.md").arg(gameId, language));
  if (!f.open(QIODevice::ReadOnly)) return QString();
  return QString::fromUtf8(f.readAll());
}

HelpDialog::HelpDialog(const QString& gameId, Page page, QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Help"));
  resize(900, 700);
  auto* box = new QVBoxLayout(this);
  auto* tabs = new QTabWidget(this);

  auto* rules = new QTextBrowser(tabs);
  rules->setObjectName("rules");
  // Without a game at the table, the rules of the first game the chooser offers.
  const auto games = GameCatalog::entries();
  const QString id = !gameId.isEmpty() || games.isEmpty() ? gameId : games.front().id;
  QString text = rulesText(id, currentLanguage());
  if (text.isEmpty()) {
    rules->setPlainText(
        tr("The rules of %1 are not available in this version yet.").arg(GameCatalog::nameOf(id)));
  } else {
    rules->setMarkdown(text);
  }
  tabs->addTab(rules, tr("Rules of %1").arg(GameCatalog::nameOf(id)));

  auto* keys = new QTextBrowser(tabs);
  keys->setObjectName("keys");
  keys->setHtml(
      "<h3>" + tr("Playing without a mouse") + "</h3><table cellpadding='6'>" +
      "<tr><td><b>D</b></td><td>" + tr("draw a card") + "</td></tr>" + "<tr><td><b>B</b></td><td>" +
      tr("bank the treasure zone") + "</td></tr>" + "<tr><td><b>←  →  ↑  ↓  Tab</b></td><td>" +
      tr("move between the cards you may choose") + "</td></tr>" +
      "<tr><td><b>Enter / Space</b></td><td>" + tr("choose the marked card") + "</td></tr>" +
      "<tr><td><b>Ctrl+Z / Ctrl+Y</b></td><td>" + tr("undo / redo") + "</td></tr>" +
      "<tr><td><b>Ctrl+= / Ctrl+- / Ctrl+0</b></td><td>" + tr("zoom in / out / fit the table") +
      "</td></tr>" + "<tr><td><b>F11</b></td><td>" + tr("full screen") + "</td></tr></table>");
  tabs->addTab(keys, tr("Keyboard"));

  auto* about = new QTextBrowser(tabs);
  about->setObjectName("about");
  about->setOpenExternalLinks(false);
  about->setHtml("<h2>" + tr("Mizbazi") + "</h2><p>" +
                 tr("Version %1").arg(QStringLiteral(MIZBAZI_VERSION)) + "</p><p>" +
                 tr("Persian tabletop card games for one screen, for friends and classrooms.") +
                 "</p><p>" +
                 tr("The Vazirmatn font by Saber Rastikerdar is used under the SIL Open Font "
                    "License 1.1.") +
                 "</p><p>" + tr("The card art was drawn for Mizbazi.") + "</p>");
  tabs->addTab(about, tr("About"));

  tabs->setCurrentIndex(static_cast<int>(page));
  box->addWidget(tabs);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  box->addWidget(buttons);
}

}  // namespace mizbazi::app
