#include "ui/sabokbaz/sabokbaz_texts.h"

#include <QLocale>
#include <cstdlib>

#include "sabokbaz/sabokbaz_cards.h"
#include "sabokbaz/sabokbaz_refusals.h"

namespace mizbazi::ui::sabokbaz {

namespace engine = ::mizbazi::sabokbaz;

QString SabokbazTexts::suitName(const QString& id) {
  // English names the suits by what they show (the Persian names are the game's own words).
  if (id == "koozeh") return tr("jug");
  if (id == "sabzeh") return tr("greenery");
  if (id == "zamaneh") return tr("fate");
  if (id == "badeh") return tr("wine");
  if (id == "dozakh") return tr("hell");
  if (id == "behesht") return tr("heaven");
  if (id == "khayyam") return tr("Khayyam");
  if (id == "ajal") return tr("death");
  return id;
}

QString SabokbazTexts::suitCount(const QString& id, int n) {
  if (id == "koozeh") return tr("%Ln jug(s)", nullptr, n);
  if (id == "sabzeh") return tr("%Ln greenery card(s)", nullptr, n);
  if (id == "zamaneh") return tr("%Ln fate card(s)", nullptr, n);
  if (id == "badeh") return tr("%Ln wine card(s)", nullptr, n);
  return QStringLiteral("%1 %2").arg(QLocale().toString(n), suitName(id));
}

QString SabokbazTexts::familyName(Family family) {
  if (family == engine::kFamilyFate) return tr("wine or fate");
  // Jugs and greenery are each a suit of their own, named by the suit's id.
  if (family < engine::kFamilyCount)
    return suitName(QString::fromUtf8(engine::kFamilyIds[family].data()));
  return QString();
}

QString SabokbazTexts::cardName(const QString& id) {
  const auto card = engine::parseCardId(id.toStdString());
  if (!card) return id;
  if (engine::isSpecial(*card)) return suitName(id);
  const QString n = QLocale().toString(engine::numberOf(*card));
  // One template per suit: Persian joins a name ending in «ه» to its number with «ٔ».
  switch (engine::suitOf(*card)) {
    case engine::kKoozeh:
      return tr("jug %1").arg(n);
    case engine::kSabzeh:
      return tr("greenery %1").arg(n);
    case engine::kZamaneh:
      return tr("fate %1").arg(n);
    default:
      return tr("wine %1").arg(n);
  }
}

QString SabokbazTexts::ribbonName(const QString& kind) {
  if (kind == "koozeh") return tr("Jug");
  if (kind == "sabzeh") return tr("Greenery");
  if (kind == "zamaneh") return tr("Fate");
  if (kind == "badeh") return tr("Wine");
  if (kind == "dozakh") return tr("Hell");
  if (kind == "behesht") return tr("Heaven");
  if (kind == "khayyam") return tr("Khayyam");
  if (kind == "ajal") return tr("Death");
  return kind;
}

QString SabokbazTexts::worth(int value) {
  const QString n = QLocale().toString(std::abs(value));
  if (value > 0) return tr("+%1").arg(n);
  if (value < 0) return tr("−%1").arg(n);
  return tr("zero");
}

QString SabokbazTexts::signedNumber(int value) {
  const QString n = QLocale().toString(std::abs(value));
  // A sign is a neutral character: inside right-to-left text it would take the sentence's
  // direction and be drawn to the right of the digits ("۷۰−"). A LEFT-TO-RIGHT MARK before it makes
  // the sign and its digits one left-to-right run, "−۷۰" as Persian readers write a negative number
  // (and as Qt's Persian locale writes one); in English it changes nothing.
  const QChar lrm(0x200E);
  if (value > 0) return QString(lrm) + QLatin1Char('+') + n;
  if (value < 0) return QString(lrm) + QChar(0x2212) + n;
  return n;
}

QString SabokbazTexts::specialAbility(const QString& id) {
  // The rule every special shares, then what that special is good for.
  const QString common =
      tr("A special card may be played at any time, even when you could follow, but it may lead "
         "a trick only when you hold nothing else. Whoever plays the last special card of a trick "
         "takes the trick. A team that takes all four special cards ends the hand at once "
         "(\"four cards\").");
  QString own;
  if (id == "dozakh") {
    own =
        tr("Get rid of this card on a trick full of wine: on three wine cards it still leaves "
           "you +2, and played after the other team's +7 special it takes the trick from them.");
  } else if (id == "behesht") {
    own =
        tr("Play this card where no other special card can follow it: a later special card "
           "takes the trick away from you.");
  } else if (id == "khayyam") {
    own =
        tr("The best card of the game. Keep it from the other team: the −15 special played "
           "after it takes it away.");
  } else if (id == "ajal") {
    own =
        tr("The worst card of the game. Drop it on a trick rich in points: played after the "
           "other team's +10 special, you take the trick and lose only 5.");
  } else {
    return QString();
  }
  return own + QLatin1Char('\n') + common;
}

QString SabokbazTexts::cardTooltip(const QString& id) {
  const auto card = engine::parseCardId(id.toStdString());
  if (!card) return id;
  const QString head = tr("%1 — worth %2").arg(cardName(id), worth(engine::valueOf(*card)));
  if (engine::isSpecial(*card)) return head + QLatin1Char('\n') + specialAbility(id);
  QString rule;
  switch (engine::suitOf(*card)) {
    case engine::kKoozeh:
      rule =
          tr("A jug: worth nothing; its number only decides who takes the trick. When jugs "
             "lead the trick, you must play a jug if you have one (or a special card).");
      break;
    case engine::kSabzeh:
      rule =
          tr("Greenery: worth nothing; its number only decides who takes the trick. When "
             "greenery leads the trick, you must play greenery if you have some (or a special "
             "card).");
      break;
    case engine::kZamaneh:
      rule =
          tr("Fate: worth −2 to the team that takes it. Fate and wine are one family and "
             "compare by number alone: when that family leads, play either one if you have "
             "one (or a special card). A team that takes every fate card of a hand scores "
             "nothing for them, and the other teams pay instead (\"all fate\").");
      break;
    default:
      rule =
          tr("Wine: worth +3 to the team that takes it. Wine and fate are one family and "
             "compare by number alone: when that family leads, play either one if you have "
             "one (or a special card).");
      break;
  }
  return head + QLatin1Char('\n') + rule;
}

QString SabokbazTexts::members(const QStringList& names) {
  if (names.size() == 2) return tr("%1 and %2").arg(names[0], names[1]);
  return names.join(tr(", "));
}

QString SabokbazTexts::teamLabel(int team, const QStringList& memberNames) {
  return tr("Team %1: %2").arg(QLocale().toString(team + 1), members(memberNames));
}

QString SabokbazTexts::teamMention(const QStringList& memberNames) {
  return tr("the team of %1").arg(members(memberNames));
}

QString SabokbazTexts::bonusName(Bonus bonus) {
  switch (bonus) {
    case engine::kNoBonus:
      return QString();
    case engine::kAllFate:
      return tr("All fate");
    case engine::kFourCards:
      return tr("Four cards");
  }
  return QString();
}

QString SabokbazTexts::cardIdOfArt(const QString& artId) {
  if (!artId.startsWith(QStringLiteral("sabokbaz/"))) return QString();
  const QString id = artId.section('/', 1);
  return engine::parseCardId(id.toStdString()) ? id : QString();
}

std::optional<QString> SabokbazTexts::refusal(const Refusal& why) {
  auto arg = [&](std::size_t i) {
    return i < why.args.size() ? QString::fromStdString(why.args[i]) : QString();
  };
  if (refusalOf<CoreRefusalCode>(why) == CoreRefusalCode::kGameOver)
    return tr("The match is over: no more cards are played.");
  const auto code = refusalOf<engine::RefusalCode>(why);
  if (!code) return std::nullopt;
  switch (*code) {  // every code, no default: a code without words does not build
    case engine::RefusalCode::kUnknownCard:
      return tr("That is not a card of Sabokbaz.");
    case engine::RefusalCode::kCardOutOfGame:
      return tr("%1 is not in this game: with six players the four 12s are set aside.")
          .arg(cardName(arg(0)));
    case engine::RefusalCode::kNotInHand:
      return tr("You do not hold %1.").arg(cardName(arg(0)));
    case engine::RefusalCode::kSpecialCannotLead:
      return tr("You cannot lead with %1: a special card leads a trick only when you hold "
                "nothing else. Lead a numbered card.")
          .arg(cardName(arg(0)));
    case engine::RefusalCode::kMustFollow:
      if (arg(1) == "koozeh") {
        return tr(
            "You must play a jug: jugs lead this trick and you have one (a special card is "
            "allowed too).");
      }
      if (arg(1) == "sabzeh") {
        return tr(
            "You must play greenery: greenery leads this trick and you have some (a special "
            "card is allowed too).");
      }
      return tr(
          "You must play wine or fate: that family leads this trick and you have one of them (a "
          "special card is allowed too).");
  }
  return std::nullopt;
}

}  // namespace mizbazi::ui::sabokbaz
