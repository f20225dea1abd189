#include "app/cli/TerminalPassword.h"

#include <QByteArray>

#include <cerrno>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace rp::cli::terminal_password {

std::optional<QString> ask(int fd, const QString& question)
{
    termios saved {};
    const bool terminal = tcgetattr(fd, &saved) == 0;
    if (terminal) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        quiet.c_lflag |= ECHONL;
        tcsetattr(fd, TCSAFLUSH, &quiet);
    }
    const QByteArray prompt = question.toLocal8Bit();
    for (qsizetype sent = 0; sent < prompt.size();) {
        const ssize_t n = ::write(fd, prompt.constData() + sent, size_t(prompt.size() - sent));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        sent += n;
    }
    QByteArray line;
    bool ended = false;
    for (;;) {
        char c = 0;
        const ssize_t n = ::read(fd, &c, 1);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        if (c == '\n') {
            ended = true;
            break;
        }
        if (line.size() < kMaxBytes)
            line.append(c);
    }
    if (terminal)
        tcsetattr(fd, TCSAFLUSH, &saved);
    if (!ended)
        return std::nullopt;
    if (line.endsWith('\r'))
        line.chop(1);
    return QString::fromLocal8Bit(line);
}

bool hasTerminal()
{
    return isatty(STDIN_FILENO) == 1;
}

std::optional<QString> askOnTerminal(const QString& question)
{
    const int fd = ::open("/dev/tty", O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    const std::optional<QString> answer = ask(fd, question);
    ::close(fd);
    return answer;
}

} // namespace rp::cli::terminal_password
