// mizbazi: the desktop app (ui/app/app_runner.cpp does the work, so the tests can share it).
#include "ui/app/app_runner.h"

int main(int argc, char** argv) {
  return mizbazi::app::runApp(argc, argv);
}
