// One description of a plain struct's JSON form, used both to write it and to read it back, so
// that the two can never drift apart and a renamed or retyped key is a compile error wherever the
// struct is used. A struct lists its keys once, in the order they are written:
//
//   struct Pending {
//     std::string kind;
//     int remaining = 0;
//     template <class Self, class Keys>
//     static void describe(Self& self, Keys& f) {
//       f("kind", self.kind);
//       f("remaining", self.remaining);
//     }
//   };
//
// Values may be bool, int, std::string, an enum (written as one of its names: the enum's namespace
// declares `std::span<const char* const> jsonNames(TheEnum)`), std::vector of values, std::optional
// of a value (null when empty), std::pair of values (a two-item list, [seat, card]), std::variant
// of values of different JSON forms (a count or a list of ids: read as the first alternative that
// reads) and structs with `describe`. `f.omittable(key, optional)` writes no key at all when the
// optional is empty (a key only some viewers get).
//
// writeFields(value) gives the JSON object; readFields<T>(json, path) reads one back and refuses
// a missing key, a value of another type or an unknown enum name with an InputError at its path
// ("observation.fields[2][0]"). Keys the struct does not describe are ignored on reading.
#pragma once

#include <climits>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "core/enum_names.h"
#include "core/errors.h"
#include "core/json.h"
#include "core/json_reader.h"
#include "core/quoting.h"

namespace mizbazi {

namespace json_fields {

template <class T>
struct IsOptional : std::false_type {};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type {};
template <class T>
struct IsVector : std::false_type {};
template <class T>
struct IsVector<std::vector<T>> : std::true_type {};
template <class T>
struct IsPair : std::false_type {};
template <class A, class B>
struct IsPair<std::pair<A, B>> : std::true_type {};
template <class T>
struct IsVariant : std::false_type {};
template <class... T>
struct IsVariant<std::variant<T...>> : std::true_type {};

template <class T>
Json toJson(const T& value);

class Writer {
 public:
  explicit Writer(Json& out) : out_(out) {}
  template <class T>
  void operator()(const char* key, const T& value) {
    out_[key] = toJson(value);
  }
  template <class T>
  void omittable(const char* key, const std::optional<T>& value) {
    if (value) out_[key] = toJson(*value);
  }

 private:
  Json& out_;
};

template <class T>
Json toJson(const T& value) {
  if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, int> ||
                std::is_same_v<T, std::string>) {
    return Json(value);
  } else if constexpr (std::is_enum_v<T>) {
    return Json(nameIn(jsonNames(T{}), value));
  } else if constexpr (IsOptional<T>::value) {
    return value ? toJson(*value) : Json(nullptr);
  } else if constexpr (IsVector<T>::value) {
    Json list = Json::array();
    for (const auto& item : value) list.push_back(toJson(item));
    return list;
  } else if constexpr (IsPair<T>::value) {
    return Json::array({toJson(value.first), toJson(value.second)});
  } else if constexpr (IsVariant<T>::value) {
    return std::visit([](const auto& alternative) { return toJson(alternative); }, value);
  } else {
    Json object = Json::object();
    Writer writer(object);
    T::describe(value, writer);
    return object;
  }
}

[[noreturn]] inline void refuse(const std::string& path, const char* expected, const Json& found) {
  throw InputError(path, std::string("expected ") + expected + ", found " + jsonPreview(found));
}

template <class T>
void fromJson(const Json& json, T& out, const std::string& path);

// Reads `json` as the first of the variant's alternatives from the I-th on that reads. When none
// does, `refusal` is the refusal that got furthest into the value (a list of ids with a number
// among them is named at the number, not as "not a count").
template <class Variant, std::size_t I = 0>
bool readAlternative(const Json& json, Variant& out, const std::string& path,
                     std::optional<InputError>& refusal) {
  if constexpr (I < std::variant_size_v<Variant>) {
    try {
      std::variant_alternative_t<I, Variant> read{};
      fromJson(json, read, path);
      out.template emplace<I>(std::move(read));
      return true;
    } catch (const InputError& e) {
      if (!refusal || e.where().size() > refusal->where().size()) refusal = e;
    }
    return readAlternative<Variant, I + 1>(json, out, path, refusal);
  } else {
    return false;
  }
}

class Reader {
 public:
  Reader(const Json& in, const std::string& path) : in_(in), path_(path) {}
  template <class T>
  void operator()(const char* key, T& value) {
    auto it = in_.find(key);
    if (it == in_.end()) throw InputError(keyPath(path_, key), "missing");
    fromJson(*it, value, keyPath(path_, key));
  }
  template <class T>
  void omittable(const char* key, std::optional<T>& value) {
    auto it = in_.find(key);
    if (it == in_.end()) {
      value.reset();
      return;
    }
    T read{};
    fromJson(*it, read, keyPath(path_, key));
    value = std::move(read);
  }

 private:
  const Json& in_;
  const std::string& path_;
};

template <class T>
void fromJson(const Json& json, T& out, const std::string& path) {
  if constexpr (std::is_same_v<T, bool>) {
    if (!json.is_boolean()) refuse(path, "true or false", json);
    out = json.get<bool>();
  } else if constexpr (std::is_same_v<T, int>) {
    auto n = integerIn(json, INT_MIN, INT_MAX);
    if (!n) refuse(path, "a whole number", json);
    out = static_cast<int>(*n);
  } else if constexpr (std::is_same_v<T, std::string>) {
    if (!json.is_string()) refuse(path, "a text", json);
    out = json.get<std::string>();
  } else if constexpr (std::is_enum_v<T>) {
    if (json.is_string()) {
      if (auto value = valueNamed<T>(jsonNames(T{}), json.get_ref<const std::string&>())) {
        out = *value;
        return;
      }
    }
    refuse(path, "a known name", json);
  } else if constexpr (IsOptional<T>::value) {
    if (json.is_null()) {
      out.reset();
    } else {
      typename T::value_type read{};
      fromJson(json, read, path);
      out = std::move(read);
    }
  } else if constexpr (IsVector<T>::value) {
    if (!json.is_array()) refuse(path, "a list", json);
    T read;
    read.reserve(json.size());
    for (std::size_t i = 0; i < json.size(); ++i) {
      read.emplace_back();
      fromJson(json[i], read.back(), path + "[" + std::to_string(i) + "]");
    }
    out = std::move(read);
  } else if constexpr (IsPair<T>::value) {
    if (!json.is_array() || json.size() != 2) refuse(path, "a list of two", json);
    fromJson(json[0], out.first, path + "[0]");
    fromJson(json[1], out.second, path + "[1]");
  } else if constexpr (IsVariant<T>::value) {
    std::optional<InputError> refusal;
    if (!readAlternative(json, out, path, refusal)) throw *refusal;
  } else {
    if (!json.is_object()) refuse(path, "an object", json);
    Reader reader(json, path);
    T::describe(out, reader);
  }
}

}  // namespace json_fields

template <class T>
Json writeFields(const T& value) {
  return json_fields::toJson(value);
}

template <class T>
T readFields(const Json& json, const std::string& path) {
  T value{};
  json_fields::fromJson(json, value, path);
  return value;
}

}  // namespace mizbazi
