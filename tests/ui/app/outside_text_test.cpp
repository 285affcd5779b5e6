// Outside text is data, never markup (issue 32): players' names, move texts, file names, lesson
// texts and error details are shown as written — never as rich text, never loading an image from
// the disk, never longer than a person can read, and without the control and bidi characters that
// would reorder or hide what is around them. The window is walked widget by widget with hostile
// files open, at each step a person meets them: the file opened, moves played under covers,
// projector mode, leaving, Resume in a new window, the end of the game, the statistics, the error
// boxes, a lesson and the new-game dialog.
#include <gtest/gtest.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <QAbstractButton>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QGraphicsView>
#include <QHeaderView>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabBar>
#include <QTableWidget>
#include <QTextDocument>
#include <QToolTip>

#include "core/json.h"
#include "core/scenario.h"
#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/table/banner_item.h"
#include "ui/table/end_dialog.h"
#include "ui/table/game_table.h"
#include "ui/table/label_item.h"
#include "ui/table/line_chart.h"
#include "ui/table/outside_text.h"
#include "ui/table/table_scene.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

QString chars(std::initializer_list<char16_t> units) {
  QString s;
  for (char16_t u : units) s += QChar(u);
  return s;
}

// ---- The one place, alone -----------------------------------------------------------------------

TEST(OutsideText, ControlAndBidiCharactersGoAndLinesAreJoined) {
  const QString hostile = "a" + chars({0x202e}) + "b" + chars({0x202c}) + "c" + chars({0x2066}) +
                          "d" + chars({0x2069}) + "e" + chars({0x07}) + "f" + chars({0x85}) + "g" +
                          chars({0x2028}) + "h\ni\tj" + chars({0x9b}) + "k" + chars({0x7f}) + "l" +
                          chars({0x200c}) + "m";
  EXPECT_EQ(ui::outsideText(hostile), "abcdef g h i jkl" + chars({0x200c}) + "m");
  EXPECT_EQ(ui::outsideText(hostile, 100, ui::ShownLines::kKept),
            "abcdef\ng\nh\ni jkl" + chars({0x200c}) + "m");
  EXPECT_EQ(ui::outsideText(QStringLiteral("  \n  name \r\n ")), "name");
  EXPECT_EQ(ui::outsideText(chars({0xd800}) + "a" + chars({0xdc00})), "a");  // unpaired halves
  // Marks and joiners are what Persian and mixed names need: they stay.
  const QString persian = QString::fromUtf8("می‌گردید") + chars({0x200f});
  EXPECT_EQ(ui::outsideText(persian), persian);
}

TEST(OutsideText, AHugeTextIsCutWithAnEllipsis) {
  const QString huge(5'000'000, u'x');
  const QString shown = ui::outsideText(huge);
  EXPECT_EQ(shown.size(), ui::kShownName);
  EXPECT_TRUE(shown.endsWith(QChar(0x2026)));
  const std::string bytes(5'000'000, 'y');
  const QString fromBytes = ui::outsideText(bytes, 100, ui::ShownLines::kKept);
  EXPECT_EQ(fromBytes.size(), 100);
  EXPECT_TRUE(fromBytes.endsWith(QChar(0x2026)));
  // Cut between whole characters: never half of a character outside the BMP.
  QString faces;
  for (int i = 0; i < 100; ++i) faces += QString::fromUtf8("😀");
  const QString cut = ui::outsideText(faces);
  EXPECT_LE(cut.size(), ui::kShownName);
  for (int i = 0; i < cut.size(); ++i) {
    if (cut[i].isHighSurrogate()) {
      EXPECT_TRUE(i + 1 < cut.size() && cut[i + 1].isLowSurrogate());
    }
    if (cut[i].isLowSurrogate()) {
      EXPECT_TRUE(i > 0 && cut[i - 1].isHighSurrogate());
    }
  }
  EXPECT_EQ(ui::outsideText(QStringLiteral("short")), "short");
}

TEST(OutsideText, RichTextHoldsItEscaped) {
  EXPECT_EQ(ui::outsideHtml(QStringLiteral("<b>&\"x")), "&lt;b&gt;&amp;&quot;x");
  const QString tip = ui::plainToolTip(QStringLiteral("<img src=\"x.png\"> and <b>bold</b>"));
  QTextDocument rendered;
  rendered.setHtml(tip);
  EXPECT_EQ(rendered.toPlainText(), "<img src=\"x.png\"> and <b>bold</b>");
  EXPECT_EQ(ui::plainToolTip(QStringLiteral("plain words")), "plain words");
  EXPECT_EQ(ui::plainButtonText(QStringLiteral("Tom & Jerry")), "Tom && Jerry");
}

TEST(OutsideText, APathReadsLeftToRightAndKeepsItsFileName) {
  const QString path = "/home/" + QString(400, u'd') + "/بازی‌ها/game.mizbazi";
  const QString shown = ui::outsidePath(path);
  EXPECT_TRUE(shown.startsWith(QChar(0x2066)));  // LEFT-TO-RIGHT ISOLATE
  EXPECT_TRUE(shown.endsWith(QChar(0x2069)));
  EXPECT_LE(shown.size(), ui::kShownPath + 2);
  EXPECT_TRUE(shown.contains(QChar(0x2026)));
  EXPECT_TRUE(shown.contains(QString::fromUtf8("بازی‌ها/game.mizbazi")));
}

TEST(OutsideText, APlainMessageBoxShowsItsInformativeTextAsWrittenToo) {
  uiApp("en");
  QMessageBox box;
  box.setText("<b>text</b>");
  box.setInformativeText("<b>more</b>");
  ui::showPlainly(box);
  for (QLabel* label : box.findChildren<QLabel*>())
    EXPECT_EQ(label->textFormat(), Qt::PlainText) << label->objectName().toStdString();
}

// ---- The window, walked
// ---------------------------------------------------------------------------

// Notices whether a file is opened (a label that takes a name for markup loads its <img>).
class OpenWatch {
 public:
  explicit OpenWatch(const QString& path) {
    fd_ = ::inotify_init1(IN_NONBLOCK);
    ::inotify_add_watch(fd_, QFile::encodeName(path).constData(), IN_OPEN | IN_ACCESS);
  }
  ~OpenWatch() { ::close(fd_); }
  int opened() {
    alignas(inotify_event) char buffer[4096];
    for (ssize_t n; (n = ::read(fd_, buffer, sizeof buffer)) > 0;) {
      for (char* p = buffer; p < buffer + n;) {
        ++events_;
        p += sizeof(inotify_event) + reinterpret_cast<inotify_event*>(p)->len;
      }
    }
    return events_;
  }

 private:
  int fd_ = -1;
  int events_ = 0;
};

// Every hostile text holds a tag with "probe" in it: shown as markup, that tag would be in the
// text of a label or tooltip that renders rich text.
const QRegularExpression kMarkup("<[^>]*probe", QRegularExpression::CaseInsensitiveOption);

struct Walk {
  QStringList problems;

  static QString nameOf(const QObject* o) {
    return QString::fromLatin1(o->metaObject()->className()) + '#' + o->objectName();
  }

  // What any widget shows: bounded, no controls, no bidi embedding or override, isolates paired.
  void shown(const QString& where, const QString& text, bool lines = true) {
    if (text.size() > 20000) problems << where + ": " + QString::number(text.size()) + " chars";
    int depth = 0;
    for (QChar c : text) {
      const char16_t u = c.unicode();
      const bool control = (u < 0x20 && !(lines && u == '\n')) || (u >= 0x7f && u <= 0x9f);
      if (control || (u >= 0x202a && u <= 0x202e) || u == 0x2028 || u == 0x2029) {
        problems << where + QString(": holds U+%1").arg(int(u), 4, 16, QChar('0'));
        return;
      }
      if (u >= 0x2066 && u <= 0x2068) ++depth;
      if (u == 0x2069 && --depth < 0) break;
    }
    if (depth != 0) problems << where + ": unpaired direction isolates";
  }

  void richness(const QString& where, const QString& text, bool rich) {
    if (rich && kMarkup.match(text).hasMatch())
      problems << where + " renders the file's markup: " + text.left(120);
  }

  void label(QLabel* l) {
    const QString where = nameOf(l);
    shown(where, l->text());
    const Qt::TextFormat f = l->textFormat();
    richness(where, l->text(),
             f == Qt::RichText || f == Qt::MarkdownText ||
                 (f == Qt::AutoText && Qt::mightBeRichText(l->text())));
    l->sizeHint();  // lays the text out, as showing it would
  }

  void widget(QWidget* root) {
    QList<QWidget*> all = root->findChildren<QWidget*>();
    all.prepend(root);
    for (QWidget* w : all) {
      const QString where = nameOf(w);
      if (!w->toolTip().isEmpty()) {
        shown(where + " tooltip", w->toolTip());
        richness(where + " tooltip", w->toolTip(), Qt::mightBeRichText(w->toolTip()));
      }
      if (w->isWindow()) shown(where + " title", w->windowTitle(), false);
      if (auto* l = qobject_cast<QLabel*>(w)) label(l);
      if (auto* b = qobject_cast<QAbstractButton*>(w)) shown(where, b->text());
      if (auto* list = qobject_cast<QListWidget*>(w)) {
        for (int i = 0; i < list->count(); ++i) shown(where + " line", list->item(i)->text());
      }
      if (auto* table = qobject_cast<QTableWidget*>(w)) {
        for (int r = 0; r < table->rowCount(); ++r)
          for (int c = 0; c < table->columnCount(); ++c)
            if (table->item(r, c)) shown(where + " cell", table->item(r, c)->text());
      }
      if (auto* tabs = qobject_cast<QTabBar*>(w)) {
        for (int i = 0; i < tabs->count(); ++i) shown(where + " tab", tabs->tabText(i));
      }
      if (auto* box = qobject_cast<QMessageBox*>(w)) shown(where + " details", box->detailedText());
      if (auto* view = qobject_cast<QGraphicsView*>(w); view && view->scene()) {
        for (QGraphicsItem* item : view->scene()->items()) {
          if (auto* text = dynamic_cast<ui::LabelItem*>(item)) shown("LabelItem", text->text());
          if (auto* banner = dynamic_cast<ui::BannerItem*>(item))
            shown("BannerItem", banner->text());
          if (!item->toolTip().isEmpty()) {
            shown("item tooltip", item->toolTip());
            richness("item tooltip", item->toolTip(), Qt::mightBeRichText(item->toolTip()));
          }
        }
      }
    }
    if (root->isVisible()) root->grab();  // paints every label and image on it
  }

  // A chart's tooltips, wherever the mouse rests on it.
  void chartTips(ui::LineChart* chart) {
    for (int y = 0; y < chart->height(); y += 6) {
      for (int x = 0; x < chart->width(); x += 6) {
        QHelpEvent help(QEvent::ToolTip, QPoint(x, y), chart->mapToGlobal(QPoint(x, y)));
        QCoreApplication::sendEvent(chart, &help);
        if (!QToolTip::isVisible()) continue;
        ++tipsSeen;
        shown("chart tooltip", QToolTip::text());
        richness("chart tooltip", QToolTip::text(), Qt::mightBeRichText(QToolTip::text()));
        for (QWidget* top : QApplication::topLevelWidgets())
          if (top->inherits("QTipLabel")) top->grab();
      }
    }
    QToolTip::hideText();
  }
  int tipsSeen = 0;
};

struct Hostile {
  QString dir;
  QString probe;  // a real image: a name that became markup would load it
  QStringList names;
  Hostile() {
    dir = scratchDir() + "/hostile";
    QDir(dir).removeRecursively();
    QDir().mkpath(dir);
    probe = dir + "/probe.png";
    QImage picture(8, 8, QImage::Format_RGB32);
    picture.fill(Qt::red);
    picture.save(probe);
    names << "<img src=\"" + probe + "\">"
          << "<b class=\"probe\">Bold</b> <a href=\"probe:x\">link</a> & more"
          << chars({0x202e}) + "evil" + chars({0x202c, 0x2069, 0x2069}) +
                 " <i class=probe>x</i>\nline two" + chars({0x2028}) + "three" +
                 chars({0x85, 0x1b}) + "[31m"
          << "<font color=red size=7 class=probe>FILE IS SAFE, CLICK OK</font>" +
                 QString(3000, u'w');
  }
  Scenario scenario(int players, std::uint64_t seed) const {
    Scenario s = zirkhakiScenario(players, false, seed);
    for (int i = 0; i < players; ++i) s.players[i].name = names[i % names.size()].toStdString();
    return s;
  }
};

app::AppSettings settings(bool covers) {
  app::AppSettings s;
  s.animationPercent = 0;
  s.botDelayMs = 0;
  s.confirmPrivateViews = covers;
  return s;
}

// One move by the person on screen (after the cover, which the walk reads first).
void playOne(app::MainWindow& w, Walk& walk, int n) {
  ASSERT_TRUE(settled(w));
  ui::GameTable* t = w.table();
  if (t->coverShown()) {
    walk.widget(&w);
    t->revealCover();
    ASSERT_TRUE(settled(w));
  }
  const auto legal = t->controller().viewerLegal();
  ASSERT_FALSE(legal.empty());
  ASSERT_FALSE(t->controller().submit(legal[n % legal.size()]).has_value());
  ASSERT_TRUE(settled(w));
}

// The button of the next message box whose text is `text` (the resume prompt's have no names).
void pressInNextBox(const QString& text) {
  whenModal([text](QWidget* box) {
    for (auto* b : box->findChildren<QAbstractButton*>())
      if (b->text() == text) return b->click();
  });
}

TEST(OutsideTextShown, AHostileSaveIsShownAsWrittenFromOpeningToTheStatistics) {
  uiApp("en");
  const Hostile hostile;
  OpenWatch watch(hostile.probe);
  Walk walk;
  ui::GameTable::setShowEndDialog(true);
  // A file's name holds no '/': its markup opens tags it never closes.
  const QString file = hostile.dir + "/<b class=\"probe\">F" + chars({0x202e}) + ".mizbazi";
  ASSERT_TRUE(app::writeScenarioFile(file, hostile.scenario(4, 31)).isEmpty());
  app::Autosave kept(hostile.dir + "/kept");
  {
    app::MainWindow w(settings(true), kept);
    w.show();
    ASSERT_TRUE(w.startFile(file).isEmpty()) << w.lastError().toStdString();
    walk.widget(&w);
    for (int i = 0; i < 8; ++i) {
      playOne(w, walk, i);
      walk.widget(&w);
    }
    w.setProjectorMode(true);  // the last move written large: a line of the log, with names
    ASSERT_TRUE(settled(w));
    walk.widget(&w);
    w.setProjectorMode(false);
    answerModal("save");
    w.findChild<QAction*>("leaveAction")->trigger();
    ASSERT_EQ(w.table(), nullptr);
    walk.widget(&w);  // the chooser's Continue
  }
  {
    app::MainWindow w(settings(false), kept);
    w.show();
    pressInNextBox("Resume");
    ASSERT_TRUE(w.offerResume());
    walk.widget(&w);
    for (int i = 0; i < 3000 && !w.table()->controller().state().isTerminal(); ++i)
      playOne(w, walk, i);
    ASSERT_TRUE(w.table()->controller().state().isTerminal());
    auto* end = w.findChild<ui::EndDialog*>();
    ASSERT_TRUE(waitUntil([&] { return (end = w.findChild<ui::EndDialog*>()) != nullptr; }));
    walk.widget(&w);
    end->findChild<QPushButton*>("close")->click();
    bool statistics = false;
    whenModal([&](QWidget* dialog) {
      statistics = dialog->objectName() == "statisticsDialog";
      walk.widget(dialog);
      for (ui::LineChart* chart : dialog->findChildren<ui::LineChart*>())
        if (chart->isVisible()) walk.chartTips(chart);
      static_cast<QDialog*>(dialog)->reject();
    });
    w.findChild<QAction*>("statisticsAction")->trigger();
    EXPECT_TRUE(statistics);
    EXPECT_GT(walk.tipsSeen, 0) << "no point of the statistics' chart was found";
  }
  ui::GameTable::setShowEndDialog(false);
  EXPECT_EQ(watch.opened(), 0) << "a name was taken for markup and its picture loaded";
  EXPECT_TRUE(walk.problems.isEmpty()) << walk.problems.mid(0, 20).join("\n").toStdString();
}

// An error box quotes the file's name, its move and the engine's details: as written.
TEST(OutsideTextShown, ErrorBoxesShowTheFilesWordsAsWritten) {
  uiApp("en");
  const Hostile hostile;
  OpenWatch watch(hostile.probe);
  Walk walk;
  const QString img = "<img src=\"" + hostile.probe + "\">";
  Scenario illegal = hostile.scenario(2, 5);
  illegal.actions = {"<font color=red size=7 class=probe>FILE IS SAFE, CLICK OK</font>"};
  Scenario huge = hostile.scenario(2, 6);
  huge.actions = {std::string(5'000'000, 'm') + img.toStdString()};
  struct Case {
    QString name;
    QByteArray bytes;
    QString literal;  // what the box must show as text
  };
  const QVector<Case> cases{
      {"<b class=probe>illegal.mizbazi", QByteArray::fromStdString(scenarioToText(illegal)),
       "<font color=red size=7 class=probe>FILE IS SAFE"},
      {"<i class=probe>broken" + chars({0x202e}) + ".json", "{\"game\": \"zirkhaki\",,}",
       "<i class=probe>broken"},
      {"unknown.mizbazi",
       "{\"format\": \"mizbazi/1\", \"game\": \"" + img.toUtf8().replace("\"", "\\\"") + "\"}",
       "unknown.mizbazi"},
      {"huge.mizbazi", QByteArray::fromStdString(scenarioToText(huge)), "huge.mizbazi"},
  };
  app::MainWindow w(settings(false), app::Autosave(hostile.dir + "/kept"));
  w.show();
  for (const Case& c : cases) {
    const QString path = hostile.dir + "/" + c.name;
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(c.bytes);
    f.close();
    QString shown;
    whenModal([&](QWidget* box) {
      walk.widget(box);
      if (auto* m = qobject_cast<QMessageBox*>(box)) shown = m->text();
      box->findChild<QAbstractButton*>()->click();
      static_cast<QDialog*>(box)->accept();
    });
    EXPECT_FALSE(w.startFile(path).isEmpty()) << c.name.toStdString();
    EXPECT_TRUE(shown.contains(c.literal)) << shown.toStdString();
    EXPECT_LT(shown.size(), 1000) << c.name.toStdString();
    walk.widget(&w);
  }
  EXPECT_EQ(watch.opened(), 0);
  EXPECT_TRUE(walk.problems.isEmpty()) << walk.problems.mid(0, 20).join("\n").toStdString();
}

// A lesson file's title, words and names; and names remembered for the new-game dialog.
TEST(OutsideTextShown, AHostileLessonAndRememberedNamesAreShownAsWritten) {
  uiApp("en");
  const Hostile hostile;
  OpenWatch watch(hostile.probe);
  Walk walk;
  Json lesson =
      Json::parse(readSourceFile("resources/lessons/zirkhaki/01-draw-and-bust.json").toStdString());
  lesson["players"][0]["name"] = hostile.names[0].toStdString();
  lesson["players"][1]["name"] = hostile.names[1].toStdString();
  lesson["lesson"]["title"]["en"] = ("<b class=probe>Title</b>" + chars({0x202e})).toStdString();
  for (Json& step : lesson["lesson"]["steps"])
    step["say"]["en"] = hostile.names[2].toStdString() + "\n" + hostile.names[0].toStdString();
  const QString path = hostile.dir + "/<img src=probe.png>lesson.json";
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(QByteArray::fromStdString(lesson.dump()));
  f.close();

  app::AppSettings s = settings(false);
  s.lastNames = hostile.names;
  app::MainWindow w(s, app::Autosave(hostile.dir + "/kept"));
  w.show();
  ASSERT_TRUE(w.openFile(path).isEmpty()) << w.lastError().toStdString();
  ASSERT_TRUE(settled(w));
  walk.widget(&w);
  bool asked = false;
  whenModal([&](QWidget* dialog) {
    asked = true;
    walk.widget(dialog);
    static_cast<QDialog*>(dialog)->reject();
  });
  w.showNewGameDialog("zirkhaki");
  EXPECT_TRUE(asked);
  EXPECT_EQ(watch.opened(), 0);
  EXPECT_TRUE(walk.problems.isEmpty()) << walk.problems.mid(0, 20).join("\n").toStdString();
}

// A 5 MB name reaches no widget whole (or the file is refused, in a short message).
TEST(OutsideTextShown, AHugeNameIsShownShort) {
  uiApp("en");
  Scenario s = zirkhakiScenario(2, false, 9);
  s.players[0].name = std::string(5'000'000, 'n') + "<img src=\"probe.png\">";
  app::MainWindow w(settings(false), app::Autosave(scratchDir() + "/huge-name"));
  w.setScripted(true);
  w.show();
  const QString error = w.openScenario(s);
  if (!error.isEmpty()) {
    EXPECT_LT(error.size(), 1000);
    return;
  }
  ASSERT_TRUE(settled(w));
  Walk walk;
  walk.widget(&w);
  EXPECT_TRUE(walk.problems.isEmpty()) << walk.problems.mid(0, 20).join("\n").toStdString();
  EXPECT_LE(w.table()->names().value(0).size(), ui::kShownName + 2);
}

}  // namespace
