// Runs every scenario test file under tests/scenarios/ (see support/scenario_check.h).
#include <gtest/gtest.h>

#include <filesystem>

#include "support/scenario_check.h"

namespace mizbazi::testing {
namespace {

class ScenarioFile : public ::testing::TestWithParam<std::string> {};

TEST_P(ScenarioFile, BehavesAsWritten) {
  runScenarioFile(GetParam());
}

std::string testName(const ::testing::TestParamInfo<std::string>& info) {
  // tests/scenarios/zirkhaki/bust-second-dagger.json -> zirkhaki_bust_second_dagger
  std::filesystem::path p(info.param);
  std::string name = p.parent_path().filename().string() + "_" + p.stem().string();
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(All, ScenarioFile,
                         ::testing::ValuesIn(listScenarioFiles(MIZBAZI_SCENARIO_DIR)), testName);

TEST(ScenarioFiles, ThereAreSome) {
  EXPECT_GT(listScenarioFiles(MIZBAZI_SCENARIO_DIR).size(), 0u);
}

}  // namespace
}  // namespace mizbazi::testing
