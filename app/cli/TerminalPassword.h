#pragma once

#include <QString>

#include <optional>

namespace rp::cli::terminal_password {

// Writes `question` to the terminal `fd` and reads one line from it with echo off (the Enter
// still moves to the next line), as passwd and psql do; the terminal's settings are restored.
// At most kMaxBytes are kept of a line. nullopt when the input ended before a line did.
std::optional<QString> ask(int fd, const QString& question);
constexpr int kMaxBytes = 4096;

// Whether a person can be asked: standard input is a terminal (not a script, a pipe or a service).
bool hasTerminal();
// Asks on the terminal the program runs in (/dev/tty); nullopt when the input ended or there is none.
std::optional<QString> askOnTerminal(const QString& question);

} // namespace rp::cli::terminal_password
