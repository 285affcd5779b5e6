// What every built-in lesson must be to teach (docs/lessons.md): the learner acts in it, a few
// moves at most are shown in a row, it ends by saying what was learned, its words name the lesson's
// button as the panel shows it, and each game's lessons come in the order their declared
// prerequisites allow. Read from the source tree (resources/lessons/<folder>/*.json), so a lesson
// added or changed there is checked before it is compiled into the app.
#include <gtest/gtest.h>

#include <QDir>
#include <QRegularExpression>

#include "core/lesson.h"
#include "ui/table/lesson_runner.h"
#include "ui_test_support.h"

using namespace mizbazi;

namespace {

struct SourceLesson {
  QString folder;
  QString file;  // "01-first-turn.json"
  Lesson lesson;
};

const QString kLessons = QStringLiteral(MIZBAZI_SOURCE_DIR "/resources/lessons");

// Every lesson file of every game folder, in each folder's file-name order (the catalog's order).
std::vector<SourceLesson> sourceLessons() {
  std::vector<SourceLesson> out;
  for (const QString& folder : QDir(kLessons).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
    const QDir dir(kLessons + '/' + folder);
    for (const QString& file : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
      GameFile f = loadGameFile(dir.filePath(file).toStdString());
      EXPECT_TRUE(f.lesson.has_value()) << folder.toStdString() << '/' << file.toStdString();
      if (f.lesson) out.push_back({folder, file, *f.lesson});
    }
  }
  return out;
}

std::string where(const SourceLesson& l) {
  return (l.folder + '/' + l.file).toStdString();
}

// The longest run of steps that play a move themselves (the learner only presses Show the move).
int longestShownRun(const Lesson& lesson) {
  int longest = 0, run = 0;
  for (const LessonStep& s : lesson.steps) {
    run = s.play.empty() ? 0 : run + 1;
    longest = std::max(longest, run);
  }
  return longest;
}

bool hasLearnerMove(const Lesson& lesson) {
  return std::any_of(lesson.steps.begin(), lesson.steps.end(),
                     [](const LessonStep& s) { return !s.expect.empty(); });
}

// A lesson's words that send the learner back to another step instead of saying it again.
const QRegularExpression& stepReference() {
  static const QRegularExpression re(
      QString::fromUtf8("\\b(first|previous|next) step\\b|\\bstep \\d|"
                        "گامِ? (اول|نخست|پیش|بعد|[۰-۹])(?![\\p{L}\\x{200C}])"),
      QRegularExpression::CaseInsensitiveOption);
  return re;
}

TEST(LessonRules, TheChecksCanFail) {
  Lesson shown;
  for (int i = 0; i < 5; ++i) shown.steps.push_back(LessonStep{{"a", "a"}, {}, "reveal", {}, {}});
  EXPECT_EQ(longestShownRun(shown), 5);
  EXPECT_FALSE(hasLearnerMove(shown));
  EXPECT_TRUE(
      stepReference()
          .match(QString::fromUtf8("See its outcome on the table; the first step explains it."))
          .hasMatch());
  EXPECT_TRUE(stepReference().match(QString::fromUtf8("توضیحش در گام اول آمده است.")).hasMatch());
  EXPECT_FALSE(stepReference().match(QString::fromUtf8("Next: the end of the game.")).hasMatch());
  EXPECT_FALSE(
      stepReference()
          .match(QString::fromUtf8("این گام پیشنهاد ۱ سکه را می‌خواهد"))
          .hasMatch());
}

// At least one step waits for the learner's own move, made on the table with the ordinary gestures
// and checked by the lesson; and no more than three moves are shown in a row.
TEST(LessonRules, EveryLessonLetsTheLearnerMoveAndShowsFewMovesInARow) {
  const std::vector<SourceLesson> lessons = sourceLessons();
  ASSERT_GE(lessons.size(), 50u);
  for (const SourceLesson& l : lessons) {
    EXPECT_TRUE(hasLearnerMove(l.lesson)) << where(l) << ": no step asks for the learner's move";
    EXPECT_LE(longestShownRun(l.lesson), 3) << where(l) << ": a long run of Show the move";
  }
}

// The last step only speaks (the learner reads it before pressing Finish), and no text sends the
// learner to another step ("see step 1"): each ending says itself what was learned.
TEST(LessonRules, EveryLessonEndsBySayingWhatWasLearned) {
  for (const SourceLesson& l : sourceLessons()) {
    ASSERT_FALSE(l.lesson.steps.empty()) << where(l);
    const LessonStep& last = l.lesson.steps.back();
    EXPECT_TRUE(last.play.empty() && last.expect.empty())
        << where(l) << ": the last step makes a move instead of closing the lesson";
    for (const LessonStep& s : l.lesson.steps) {
      for (const std::string& text : {s.say.fa, s.say.en, s.hint.fa, s.hint.en}) {
        EXPECT_FALSE(stepReference().match(QString::fromStdString(text)).hasMatch())
            << where(l) << ": " << text;
      }
    }
  }
}

// Where a lesson's words name the panel's button («بعدی», «پایان», «نشان دادن حرکت»; "press Next"),
// it is the label the panel shows at that step (LessonRunner::buttonLabel, the one place that
// chooses it); a hint is read while the learner moves on the table, where no button is shown.
class ButtonWords {
 public:
  explicit ButtonWords(const QString& language) : language_(language) {
    mizbazi::testing::uiApp(language);
    Lesson speaking;
    speaking.steps = {LessonStep{}, LessonStep{}};
    Lesson playing;
    playing.steps = {LessonStep{{}, {}, "a move", {}, {}}};
    labels_ = {ui::LessonRunner::buttonLabel(speaking, 0),
               ui::LessonRunner::buttonLabel(speaking, 1),
               ui::LessonRunner::buttonLabel(playing, 0)};
  }
  const QStringList& labels() const { return labels_; }
  // The button labels `text` names: «label» in Persian, "press Label" (or «Label») in English.
  QStringList named(const QString& text) const {
    QStringList out;
    for (const QString& label : labels_) {
      const bool persian = language_ == QLatin1String("fa");
      if (text.contains("«" + label + "»") ||
          (!persian && text.contains(QRegularExpression(
                           "\\bpress " + QRegularExpression::escape(label) + "\\b"))))
        out << label;
    }
    return out;
  }

 private:
  QString language_;
  QStringList labels_;
};

TEST(LessonRules, ALessonsWordsNameTheButtonAsThePanelShowsIt) {
  for (const QString& language : {QStringLiteral("fa"), QStringLiteral("en")}) {
    SCOPED_TRACE(language.toStdString());
    const ButtonWords words(language);
    ASSERT_EQ(words.labels().size(), 3);
    EXPECT_FALSE(words.labels().contains(QString()));
    // The check can fail: the slip the learners met, the last step's prompt naming Next.
    EXPECT_EQ(words.named(language == "fa" ? "«" + words.labels()[0] + "» را بزنید."
                                           : "Now press " + words.labels()[0] + "."),
              QStringList{words.labels()[0]});
    for (const SourceLesson& l : sourceLessons()) {
      for (int i = 0; i < static_cast<int>(l.lesson.steps.size()); ++i) {
        const LessonStep& s = l.lesson.steps[i];
        const QString shown = ui::LessonRunner::buttonLabel(l.lesson, i);
        const auto text = [&](const LessonText& t) {
          return QString::fromStdString(language == "fa" ? t.fa : t.en);
        };
        for (const QString& named : words.named(text(s.say)))
          EXPECT_EQ(named, shown) << where(l) << " step " << i << ": " << text(s.say).toStdString();
        EXPECT_TRUE(words.named(text(s.hint)).isEmpty())
            << where(l) << " step " << i << ": " << text(s.hint).toStdString();
      }
    }
  }
  mizbazi::testing::uiApp("fa");
}

// docs/lessons.md declares each game's order in a table: the lessons by number, what each teaches
// and the earlier lessons it builds on. The table lists the game's files in their file-name order
// (the order the app offers them); the first lesson is the game's goal and stands alone; every
// other lesson builds on earlier ones only, so no lesson assumes what a later one teaches.
struct OrderRow {
  int number = 0;
  QString name;
  QString teaches;
  QList<int> buildsOn;
};

QList<OrderRow> declaredOrder(const QString& doc, const QString& folder) {
  const int start = doc.indexOf("(`" + folder + "/`)");
  if (start < 0) return {};
  const int end = doc.indexOf("\n## ", start);
  const QString part = doc.mid(start, end < 0 ? -1 : end - start);
  const int table = part.indexOf("| # | lesson | teaches | builds on |");
  if (table < 0) return {};
  QList<OrderRow> rows;
  static const QRegularExpression row(
      QStringLiteral("^\\| (\\d\\d) \\| `([a-z0-9-]+)` \\| (.+) \\| (.+) \\|$"),
      QRegularExpression::MultilineOption);
  for (const auto& m : row.globalMatch(part.mid(table))) {
    if (m.capturedStart() > part.mid(table).indexOf("\n\n")) break;  // the table's end
    OrderRow r;
    r.number = m.captured(1).toInt();
    r.name = m.captured(2);
    r.teaches = m.captured(3);
    for (const QString& n : m.captured(4).split(',', Qt::SkipEmptyParts)) {
      bool ok = false;
      const int at = n.trimmed().toInt(&ok);
      if (ok) r.buildsOn << at;
    }
    rows << r;
  }
  return rows;
}

// What breaks the order of `rows` for the files `files` (empty: nothing).
QString orderProblem(const QList<OrderRow>& rows, const QStringList& files) {
  if (rows.size() != files.size())
    return QString("%1 rows for %2 files").arg(rows.size()).arg(files.size());
  for (int i = 0; i < rows.size(); ++i) {
    const OrderRow& r = rows[i];
    const QString file = QString("%1-%2.json").arg(r.number, 2, 10, QChar('0')).arg(r.name);
    if (r.number != i + 1 || files[i] != file) return file + " is not lesson " + files[i];
    if (i == 0 && (!r.buildsOn.isEmpty() || !r.teaches.startsWith("the goal")))
      return file + ": the first lesson is the goal's, and builds on nothing";
    if (i > 0 && r.buildsOn.isEmpty()) return file + " builds on no earlier lesson";
    for (int n : r.buildsOn)
      if (n < 1 || n >= r.number)
        return file + QString(" builds on lesson %1, not before it").arg(n);
  }
  return QString();
}

TEST(LessonRules, EachGamesLessonsComeInTheOrderTheirPrerequisitesAllow) {
  const QString doc = mizbazi::testing::readSourceFile("docs/lessons.md");
  // The check can fail: a lesson that builds on a later one, and a first lesson that is not the
  // goal's.
  QList<OrderRow> wrong = {{1, "goal", "the goal; a turn", {}},
                           {2, "end", "the end", {3}},
                           {3, "score", "scoring", {1}}};
  const QStringList files = {"01-goal.json", "02-end.json", "03-score.json"};
  EXPECT_FALSE(orderProblem(wrong, files).isEmpty());
  wrong[1].buildsOn = {1};
  EXPECT_TRUE(orderProblem(wrong, files).isEmpty());
  wrong[0].teaches = "the end";
  EXPECT_FALSE(orderProblem(wrong, files).isEmpty());

  const QStringList folders = QDir(kLessons).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
  ASSERT_EQ(folders.size(), 4);
  for (const QString& folder : folders) {
    SCOPED_TRACE(folder.toStdString());
    const QList<OrderRow> rows = declaredOrder(doc, folder);
    ASSERT_FALSE(rows.isEmpty()) << "docs/lessons.md declares no order for "
                                 << folder.toStdString();
    const QStringList lessonFiles =
        QDir(kLessons + '/' + folder).entryList({"*.json"}, QDir::Files, QDir::Name);
    const QString problem = orderProblem(rows, lessonFiles);
    EXPECT_TRUE(problem.isEmpty()) << problem.toStdString();
  }
}

}  // namespace
