#include "core/json_reader.h"

#include <iterator>
#include <unordered_set>
#include <vector>

#include "core/errors.h"
#include "core/quoting.h"

namespace mizbazi {

std::string lineColumnOf(std::string_view text, std::size_t byte) {
  std::size_t line = 1, column = 1;
  std::size_t end = std::min(byte > 0 ? byte - 1 : 0, text.size());
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++column;  // count characters, not UTF-8 continuation bytes
    }
  }
  return std::to_string(line) + ":" + std::to_string(column);
}

namespace {

// A character iterator that remembers how far the JSON library has read, so that errors found in
// the SAX handler (which the library gives no position) can name their place.
class TrackedIterator {
 public:
  using iterator_category = std::forward_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  TrackedIterator(const char* at, const char** furthest) : at_(at), furthest_(furthest) {}
  reference operator*() const {
    if (at_ + 1 > *furthest_) *furthest_ = at_ + 1;
    return *at_;
  }
  TrackedIterator& operator++() {
    ++at_;
    return *this;
  }
  TrackedIterator operator++(int) {
    TrackedIterator before = *this;
    ++at_;
    return before;
  }
  bool operator==(const TrackedIterator& other) const { return at_ == other.at_; }

 private:
  const char* at_;
  const char** furthest_;
};

// The library's DOM builder, plus the checks it lacks: depth, duplicate keys, and every error as
// an InputError with its place.
class CheckedBuilder : public nlohmann::detail::json_sax_dom_parser<Json> {
  using Base = nlohmann::detail::json_sax_dom_parser<Json>;

 public:
  CheckedBuilder(Json& root, std::string_view text, const char* const* furthest)
      : Base(root), text_(text), furthest_(furthest) {}

  bool null() {
    count();
    return Base::null();
  }
  bool boolean(bool value) {
    count();
    return Base::boolean(value);
  }
  bool number_integer(number_integer_t value) {
    count();
    return Base::number_integer(value);
  }
  bool number_unsigned(number_unsigned_t value) {
    count();
    return Base::number_unsigned(value);
  }
  bool start_object(std::size_t size) {
    count();
    enter();
    keys_.emplace_back();
    return Base::start_object(size);
  }
  bool end_object() {
    keys_.pop_back();
    --depth_;
    return Base::end_object();
  }
  bool start_array(std::size_t size) {
    count();
    enter();
    keys_.emplace_back();  // unused, keeps keys_ in step with the nesting
    return Base::start_array(size);
  }
  bool end_array() {
    keys_.pop_back();
    --depth_;
    return Base::end_array();
  }
  bool key(string_t& name) {
    checkLength(name);
    // Each key is looked up among the object's others as it is added (the library keeps them in
    // order, in a list): an object of 200,000 keys would take a minute.
    if (keys_.back().size() == kMaxJsonKeys) {
      throw InputError(lineColumnOf(text_, openingQuote()),
                       "an object with more than " + std::to_string(kMaxJsonKeys) + " keys",
                       InputError::Kind::kTooLarge);
    }
    if (!keys_.back().insert(name).second) {
      throw InputError(lineColumnOf(text_, openingQuote()),
                       "the key " + quotedText(name) + " appears twice in the same object");
    }
    return Base::key(name);
  }
  bool string(string_t& value) {
    count();
    checkLength(value);
    return Base::string(value);
  }
  bool number_float(number_float_t value, const string_t& token) {
    count();
    // A whole number beyond 2^64 - 1 is read as a floating-point number, and would be refused
    // later as "not an integer": it is a whole number out of range, here and now.
    if (token.find_first_of(".eE") == std::string::npos) {
      // The reader has passed the number, and perhaps the character after it.
      std::size_t end = static_cast<std::size_t>(*furthest_ - text_.data());
      if (end > token.size() && text_.compare(end - token.size() - 1, token.size(), token) == 0)
        --end;
      throw InputError(lineColumnOf(text_, end - token.size() + 1),
                       "number out of range: " + quotedText(token));
    }
    return Base::number_float(value, token);
  }
  template <class Exception>
  bool parse_error(std::size_t byte, const std::string& token, const Exception& e) {
    std::string what = e.what();
    // "[json.exception.parse_error.101] parse error at line 1, column 2: explanation; last
    // read: '<token>'": keep the explanation, quote the token ourselves (it may be huge). The
    // explanation may hold brackets of its own ("expected ']'"): only the leading tag goes.
    if (what.rfind("[json.exception.", 0) == 0) {
      if (auto tag = what.find("] "); tag != std::string::npos) what.erase(0, tag + 2);
    }
    if (what.rfind("parse error", 0) == 0) {
      if (auto colon = what.find(": "); colon != std::string::npos) what.erase(0, colon + 2);
    }
    if (auto last = what.find("; last read"); last != std::string::npos) what.resize(last);
    if (e.id == 406 || what.rfind("number overflow", 0) == 0) {
      // Point at the number's first character rather than just past it.
      byte = byte >= token.size() ? byte - token.size() + 1 : byte;
      what = "number out of range: " + quotedText(token);
    } else if (!token.empty() && token != "<end of input>") {
      what += " (at " + quotedText(token) + ")";
    }
    throw InputError(lineColumnOf(text_, byte), what);
  }

 private:
  void enter() {
    if (++depth_ > kMaxJsonDepth) {
      fail("nested more than " + std::to_string(kMaxJsonDepth) + " levels deep");
    }
  }
  // Where the string just read began: its opening quote (the reader has just passed its closing
  // one).
  std::size_t openingQuote() const {
    std::size_t at = static_cast<std::size_t>(*furthest_ - text_.data()) - 1;
    while (at > 0 && !(text_[at - 1] == '"' && (at < 2 || text_[at - 2] != '\\'))) --at;
    return at;
  }
  void checkLength(const string_t& text) const {
    if (text.size() > kMaxJsonString) {
      throw InputError(lineColumnOf(text_, openingQuote()),
                       "a text longer than " + std::to_string(kMaxJsonString) + " bytes (" +
                           quotedText(text) + ")",
                       InputError::Kind::kTooLarge);
    }
  }
  // Values cost memory many times their text ("[0,0,…]" takes some 40 bytes a value): their
  // number is bounded, not only the file's size.
  void count() {
    if (++values_ > kMaxJsonValues) {
      fail("more than " + std::to_string(kMaxJsonValues) + " values", InputError::Kind::kTooLarge);
    }
  }
  [[noreturn]] void fail(const std::string& what,
                         InputError::Kind kind = InputError::Kind::kMistake) const {
    throw InputError(lineColumnOf(text_, static_cast<std::size_t>(*furthest_ - text_.data())), what,
                     kind);
  }

  std::string_view text_;
  const char* const* furthest_;
  int depth_ = 0;
  std::size_t values_ = 0;
  std::vector<std::unordered_set<std::string>> keys_;
};

}  // namespace

Json parseJsonText(std::string_view text) {
  const char* furthest = text.data();
  Json root;
  CheckedBuilder builder(root, text, &furthest);
  TrackedIterator first(text.data(), &furthest), last(text.data() + text.size(), &furthest);
  try {
    Json::sax_parse(first, last, &builder);
  } catch (const InputError&) {
    throw;
  } catch (const Json::exception& e) {
    // Anything else the library throws while reading (it should all reach parse_error above).
    throw InputError(lineColumnOf(text, static_cast<std::size_t>(furthest - text.data())),
                     "unreadable JSON (" + escapedText(e.what(), 120) + ")");
  }
  return root;
}

std::optional<std::int64_t> integerIn(const Json& value, std::int64_t lo, std::int64_t hi) {
  std::int64_t n = 0;
  if (value.is_number_unsigned()) {
    const auto u = value.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(INT64_MAX)) return std::nullopt;
    n = static_cast<std::int64_t>(u);
  } else if (value.is_number_integer()) {
    n = value.get<std::int64_t>();
  } else {
    return std::nullopt;
  }
  if (n < lo || n > hi) return std::nullopt;
  return n;
}

}  // namespace mizbazi
