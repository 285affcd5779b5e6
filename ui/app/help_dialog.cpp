#include "ui/app/help_dialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "ui/app/game_catalog.h"
#include "ui/app/language.h"
#include "ui/table/table_registry.h"

namespace mizbazi::app {

namespace {

// Each game built in may name its designer and the terms it is published on.
QString credits() {
  QString html;
  ui::registerAllTables();
  for (const ui::TableEntry& e : ui::TableRegistry::instance().entries()) {
    if (!e.credit) continue;
    html += "<p><b>" + e.name().toHtmlEscaped() + "</b>: " + e.credit().toHtmlEscaped() + "</p>";
  }
  return html;
}

}  // namespace

QString HelpDialog::rulesText(const QString& gameId, const QString& language) {
  QFile f(QString(":/rules/%1.%2.md").arg(gameId, language));
  if (!f.open(QIODevice::ReadOnly)) return QString();
  return QString::fromUtf8(f.readAll());
}

HelpDialog::HelpDialog(const QString& gameId, Page page, const QVector<ui::KeyHelp>& keyLines,
                       QWidget* parent)
    : QDialog(parent) {
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

  // The keys of this table and of the menus, from the same lists the table and the menus answer
  // to, so the page cannot promise a key that does nothing.
  auto* keys = new QTreeWidget(tabs);
  keys->setObjectName("keys");
  keys->setColumnCount(2);
  keys->setHeaderLabels({tr("Keys"), tr("What they do")});
  keys->setRootIsDecorated(false);
  keys->setSelectionMode(QAbstractItemView::NoSelection);
  for (const ui::KeyHelp& k : keyLines) {
    auto* item = new QTreeWidgetItem(keys, {k.keys, k.what});
    item->setData(0, Qt::UserRole, QVariant::fromValue(k.sequence));
  }
  keys->resizeColumnToContents(0);
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
                 "</p><p>" + tr("The card art was drawn for Mizbazi.") + "</p>" + credits());
  tabs->addTab(about, tr("About"));

  tabs->setCurrentIndex(static_cast<int>(page));
  box->addWidget(tabs);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  box->addWidget(buttons);
}

}  // namespace mizbazi::app
