#include "ui/app/rules_panel.h"

#include <QTextBrowser>
#include <QTextDocument>

#include "ui/app/game_catalog.h"
#include "ui/app/help_dialog.h"
#include "ui/app/language.h"

namespace mizbazi::app {

RulesPanel::RulesPanel(QWidget* parent) : QDockWidget(parent) {
  setObjectName("rulesPanel");
  // Opened and closed by the View menu and its key only, so that the menu's tick and the
  // remembered setting always say whether it is open.
  setFeatures(QDockWidget::NoDockWidgetFeatures);
  browser_ = new QTextBrowser(this);
  browser_->setObjectName("rulesText");
  browser_->setOpenExternalLinks(false);
  browser_->setFocusPolicy(Qt::ClickFocus);  // the arrows stay with the table
  setWidget(browser_);
  setMinimumWidth(kMinimumWidth);
}

void RulesPanel::showRulesOf(const QString& gameId) {
  gameId_ = gameId;
  setWindowTitle(gameId.isEmpty() ? tr("Rules")
                                  : tr("Rules of %1").arg(GameCatalog::nameOf(gameId)));
  const QString text =
      gameId.isEmpty() ? QString() : HelpDialog::rulesText(gameId, currentLanguage());
  if (text.isEmpty()) {
    browser_->setPlainText(gameId.isEmpty()
                               ? tr("Start a game to see its rules here.")
                               : tr("The rules of %1 are not available in this version yet.")
                                     .arg(GameCatalog::nameOf(gameId)));
  } else {
    browser_->setMarkdown(text);
  }
}

void RulesPanel::setTextPixels(int pixels) {
  QFont f = font();
  if (pixels > 0) f.setPixelSize(pixels);
  browser_->setFont(pixels > 0 ? f : QFont());
  // Markdown headings scale from the document's default font.
  browser_->document()->setDefaultFont(browser_->font());
}

}  // namespace mizbazi::app
