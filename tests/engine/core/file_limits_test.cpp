// The limits of a file someone gave us (docs/file-format.md): it is read only when it is an
// ordinary file (a folder, a FIFO or a device is refused without waiting or reading), up to a
// size; and it may hold only so many moves. Each refusal says which, so that the app and the
// command line can say it in their words (issue 32, findings 3 and 4).
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/errors.h"
#include "core/file_io.h"
#include "core/lesson.h"
#include "core/scenario.h"

namespace mizbazi {
namespace {

namespace fs = std::filesystem;

fs::path scratch(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("mizbazi-limits-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  fs::remove_all(dir / name);
  return dir / name;
}

void writeText(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// The kind and message of the refusal loading `path` gives, both ways a file is loaded.
std::pair<InputError::Kind, std::string> refusalOf(const fs::path& path) {
  std::pair<InputError::Kind, std::string> first{InputError::Kind::kMistake, "(accepted)"};
  try {
    loadScenarioFile(path.string());
  } catch (const InputError& e) {
    first = {e.kind(), e.where() + ": " + e.what()};
  }
  try {
    loadGameFile(path.string());
    ADD_FAILURE() << "loadGameFile accepted what loadScenarioFile said: " << first.second;
  } catch (const InputError& e) {
    EXPECT_EQ(e.kind(), first.first);
    EXPECT_EQ(e.where() + ": " + e.what(), first.second);
  }
  return first;
}

TEST(FileLimits, AFolderIsAFolder) {
  const fs::path dir = scratch("a-folder.mizbazi");
  fs::create_directories(dir);
  // It used to be read as empty text: "damaged at line 1, column 1".
  EXPECT_EQ(refusalOf(dir), std::make_pair(InputError::Kind::kFolder,
                                           std::string("file: is a folder, not a file")));
}

TEST(FileLimits, AFifoOrADeviceIsRefusedWithoutWaitingOrReading) {
  // A FIFO without a writer used to block the reader for ever, and /dev/zero to fill the memory.
  const fs::path fifo = scratch("a-fifo.mizbazi");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const auto expected =
      std::make_pair(InputError::Kind::kNotAFile,
                     std::string("file: is a device, a pipe or a socket, not a file"));
  EXPECT_EQ(refusalOf(fifo), expected);
  EXPECT_EQ(refusalOf("/dev/zero"), expected);
  EXPECT_EQ(refusalOf("/dev/null"), expected);
}

TEST(FileLimits, AMissingFileCannotBeRead) {
  const auto [kind, why] = refusalOf(scratch("missing.mizbazi"));
  EXPECT_EQ(kind, InputError::Kind::kUnreadable);
  EXPECT_EQ(why, "file: cannot be read: No such file or directory");
}

TEST(FileLimits, AFileLargerThanTheLimitIsRefused) {
  const fs::path path = scratch("large.mizbazi");
  std::string text = R"({"game": "zirkhaki"})";
  text.resize(kMaxFileBytes, ' ');  // white space is valid JSON
  writeText(path, text);
  EXPECT_NO_THROW(loadScenarioFile(path.string()));
  EXPECT_NO_THROW(loadGameFile(path.string()));
  writeText(path, text + " ");
  EXPECT_EQ(refusalOf(path), std::make_pair(InputError::Kind::kTooLarge,
                                            std::string("file: is larger than 4194304 bytes")));
}

TEST(FileLimits, ReadUserFileReadsAWholeFileAndNoMoreThanItsLimit) {
  const fs::path path = scratch("bytes.bin");
  const std::string bytes = std::string("a\0b\n", 4) + std::string(100000, 'z');
  writeText(path, bytes);
  EXPECT_EQ(readUserFile(path.string(), bytes.size()), bytes);
  EXPECT_THROW(readUserFile(path.string(), bytes.size() - 1), InputError);
  // Files whose size the system does not know in advance (/proc) are read to their end.
  EXPECT_NE(readUserFile("/proc/self/status", 1 << 20).find("Name:"), std::string::npos);
}

TEST(FileLimits, MoreMovesThanTheLimitAreRefusedBeforeAnyIsPlayed) {
  auto withMoves = [](std::size_t n) {
    std::string text = R"({"game": "zirkhaki", "actions": [)";
    for (std::size_t i = 0; i < n; ++i) text += i ? ",\"draw\"" : "\"draw\"";
    return text + "]}";
  };
  EXPECT_EQ(parseScenario(withMoves(kMaxActions)).actions.size(), kMaxActions);
  try {
    parseScenario(withMoves(kMaxActions + 1));
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "actions");
    EXPECT_EQ(e.kind(), InputError::Kind::kTooLarge);
    EXPECT_EQ(std::string(e.what()), "more than 100000 moves (100001)");
  }
}

}  // namespace
}  // namespace mizbazi
