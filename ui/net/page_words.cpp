#include "ui/net/page_words.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTranslator>

namespace mizbazi::net {

namespace {

struct Word {
  const char* key;
  const char* source;
};

// %1 is filled in by the page (a name, a number).
constexpr Word kWords[] = {
    {"title", QT_TRANSLATE_NOOP("PageWords", "Mizbazi")},
    {"joinTitle", QT_TRANSLATE_NOOP("PageWords", "Join the table")},
    {"codeLabel", QT_TRANSLATE_NOOP("PageWords", "Join code")},
    {"codeHint",
     QT_TRANSLATE_NOOP("PageWords", "The code is on the shared screen, under the QR code.")},
    {"nameLabel", QT_TRANSLATE_NOOP("PageWords", "Your name")},
    {"continue", QT_TRANSLATE_NOOP("PageWords", "Continue")},
    {"chooseSeat", QT_TRANSLATE_NOOP("PageWords", "Choose your seat")},
    {"seat", QT_TRANSLATE_NOOP("PageWords", "Seat %1")},
    {"taken", QT_TRANSLATE_NOOP("PageWords", "taken")},
    {"watch", QT_TRANSLATE_NOOP("PageWords", "Watch without a seat")},
    {"waitingStart",
     QT_TRANSLATE_NOOP("PageWords",
                       "You are at the table. The game starts when the host starts it.")},
    {"yourTurn", QT_TRANSLATE_NOOP("PageWords", "Your turn")},
    {"turnOf", QT_TRANSLATE_NOOP("PageWords", "%1 is to play")},
    {"yourCards", QT_TRANSLATE_NOOP("PageWords", "Your cards")},
    {"otherCards", QT_TRANSLATE_NOOP("PageWords", "Cards you can take")},
    {"moves", QT_TRANSLATE_NOOP("PageWords", "Your moves")},
    {"tapCard", QT_TRANSLATE_NOOP("PageWords", "Tap a card, then a move.")},
    {"choosePlace",
     QT_TRANSLATE_NOOP("PageWords", "Choose a move. The numbers are shown on the shared screen.")},
    {"play", QT_TRANSLATE_NOOP("PageWords", "Play this card")},
    {"back", QT_TRANSLATE_NOOP("PageWords", "Back")},
    {"lastMoves", QT_TRANSLATE_NOOP("PageWords", "Last moves")},
    {"players", QT_TRANSLATE_NOOP("PageWords", "Players")},
    {"you", QT_TRANSLATE_NOOP("PageWords", "you")},
    {"onScreen", QT_TRANSLATE_NOOP("PageWords", "at the shared screen")},
    {"computer", QT_TRANSLATE_NOOP("PageWords", "computer")},
    {"onDevice", QT_TRANSLATE_NOOP("PageWords", "on a device")},
    {"away", QT_TRANSLATE_NOOP("PageWords", "not connected")},
    {"watching", QT_TRANSLATE_NOOP("PageWords", "You are watching the public table.")},
    {"gameOver", QT_TRANSLATE_NOOP("PageWords", "The game is over.")},
    {"winners", QT_TRANSLATE_NOOP("PageWords", "Winners: %1")},
    {"scores", QT_TRANSLATE_NOOP("PageWords", "Scores: %1")},
    {"noCards", QT_TRANSLATE_NOOP("PageWords", "You hold no cards now.")},
    {"reconnecting",
     QT_TRANSLATE_NOOP("PageWords", "The connection to the table was lost. Reconnecting…")},
    {"sent", QT_TRANSLATE_NOOP("PageWords", "Sent…")},
    // The refusals, by the protocol's codes (docs/network.md).
    {"error.malformed",
     QT_TRANSLATE_NOOP("PageWords",
                       "The table did not understand this page's message. Reload the page.")},
    {"error.unknown-type",
     QT_TRANSLATE_NOOP("PageWords",
                       "The table did not understand this page's message. Reload the page.")},
    {"error.version",
     QT_TRANSLATE_NOOP("PageWords",
                       "This page does not match the table's version. Reload the page.")},
    {"error.too-large", QT_TRANSLATE_NOOP("PageWords", "The message was too long for the table.")},
    {"error.too-fast",
     QT_TRANSLATE_NOOP("PageWords", "Too many taps at once. Wait a moment and try again.")},
    {"error.too-many-tries",
     QT_TRANSLATE_NOOP("PageWords", "Too many wrong codes. Wait a minute and try again.")},
    {"error.too-many-connections",
     QT_TRANSLATE_NOOP("PageWords", "The table has no room for more devices.")},
    {"error.wrong-code",
     QT_TRANSLATE_NOOP("PageWords", "That is not the code on the shared screen.")},
    {"error.no-such-seat",
     QT_TRANSLATE_NOOP("PageWords", "That seat is not played from a device.")},
    {"error.seat-taken", QT_TRANSLATE_NOOP("PageWords", "Someone already sits in that seat.")},
    {"error.bad-name", QT_TRANSLATE_NOOP("PageWords", "Write a name of 1 to 24 letters.")},
    {"error.bad-token",
     QT_TRANSLATE_NOOP("PageWords",
                       "Your seat is no longer kept for this page. Join again with the code.")},
    {"error.already-joined", QT_TRANSLATE_NOOP("PageWords", "This page has joined already.")},
    {"error.not-joined", QT_TRANSLATE_NOOP("PageWords", "Join the table first.")},
    {"error.spectator",
     QT_TRANSLATE_NOOP("PageWords", "You are watching: a spectator does not play.")},
    {"error.wrong-seat", QT_TRANSLATE_NOOP("PageWords", "A page plays only for its own seat.")},
    {"error.not-started", QT_TRANSLATE_NOOP("PageWords", "The game has not started yet.")},
    {"error.game-over", QT_TRANSLATE_NOOP("PageWords", "The game is over.")},
    {"error.stale",
     QT_TRANSLATE_NOOP("PageWords", "The table changed before your move arrived. Choose again.")},
    {"error.not-your-turn", QT_TRANSLATE_NOOP("PageWords", "It is not your turn.")},
    {"error.no-such-move",
     QT_TRANSLATE_NOOP("PageWords", "That move is not possible now. Choose again.")},
    {"error.no-such-card", QT_TRANSLATE_NOOP("PageWords", "That card has no move now.")},
    {"error.refused", QT_TRANSLATE_NOOP("PageWords", "The table refused that move.")},
    {"error.replaced", QT_TRANSLATE_NOOP("PageWords", "Your seat was opened on another page.")},
    {"error.seat-released",
     QT_TRANSLATE_NOOP("PageWords", "The host gave your seat to someone else.")},
};

const QTranslator* persian() {
  static QTranslator* t = [] {
    auto* tr = new QTranslator(QCoreApplication::instance());
    if (!tr->load(QStringLiteral(":/i18n/mizbazi_fa.qm"))) {
      delete tr;
      return static_cast<QTranslator*>(nullptr);
    }
    return tr;
  }();
  return t;
}

}  // namespace

QByteArray pageWordsJson(const QString& language) {
  const QTranslator* fa = language == QLatin1String("fa") ? persian() : nullptr;
  QJsonObject words;
  for (const Word& w : kWords) {
    QString text = fa ? fa->translate("PageWords", w.source) : QString();
    if (text.isEmpty()) text = QString::fromUtf8(w.source);
    words.insert(QLatin1String(w.key), text);
  }
  // The switch to the other language names it in its own words.
  words.insert(QStringLiteral("otherLanguage"),
               fa ? QStringLiteral("English") : QStringLiteral("فارسی"));
  words.insert(QStringLiteral("dir"), fa ? QStringLiteral("rtl") : QStringLiteral("ltr"));
  words.insert(QStringLiteral("lang"), fa ? QStringLiteral("fa") : QStringLiteral("en"));
  return QJsonDocument(words).toJson(QJsonDocument::Compact);
}

QStringList pageWordKeys() {
  QStringList out;
  for (const Word& w : kWords) out << QString::fromLatin1(w.key);
  return out;
}

}  // namespace mizbazi::net
