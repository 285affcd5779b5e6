// The page's own words (join, seats, whose turn, every refusal's sentence), in Persian and in
// English, from the app's own translations: each is a tr() source of the context "PageWords",
// translated in translations/mizbazi_fa.ts like any other word of the app, and served to the page
// as /words/fa.json and /words/en.json. The page adds nothing of its own but these keys.
#pragma once

#include <QByteArray>
#include <QString>

namespace mizbazi::net {

// {"key": "words", …} for "fa" or "en" (anything else: English). Persian is read from the app's
// compiled translation (:/i18n/mizbazi_fa.qm) whatever the host's own language.
QByteArray pageWordsJson(const QString& language);

// Every key, for the test that holds the page to them.
QStringList pageWordKeys();

}  // namespace mizbazi::net
