#pragma once

// A stand-in for a PostgreSQL server older than RentPlan supports (docs/team-ledger.md: a server
// older than PostgreSQL 12 is refused). Debian 12 ships no PostgreSQL 11, so this
// speaks just enough of the frontend/backend protocol (postgresql.org/docs/15/
// protocol-flow.html, protocol-message-formats.html) for libpq and QPSQL to connect:
// it accepts any login, announces `server_version` in its ParameterStatus messages,
// and answers every simple query with one text row (or "SET" for a SET).
#include "tests/LoopbackListener.h"

#include <QByteArray>
#include <QtEndian>

#include <atomic>
#include <thread>

class FakeOldPgServer {
public:
    explicit FakeOldPgServer(QByteArray version)
        : m_version(std::move(version))
    {
        m_listen = listenOnLoopback(&m_port);
        m_thread = std::thread([this] { serve(); });
    }
    ~FakeOldPgServer()
    {
        m_stop = true;
        ::shutdown(m_listen, SHUT_RDWR); // wakes accept()
        ::close(m_listen);
        m_thread.join();
    }
    FakeOldPgServer(const FakeOldPgServer&) = delete;
    FakeOldPgServer& operator=(const FakeOldPgServer&) = delete;

    int port() const { return m_port; }
    int sessions() const { return m_sessions; }

private:
    static bool readExactly(int fd, char* into, qsizetype size)
    {
        while (size > 0) {
            const ssize_t got = ::read(fd, into, size_t(size));
            if (got <= 0)
                return false;
            into += got;
            size -= got;
        }
        return true;
    }
    static QByteArray int32(qint32 v)
    {
        QByteArray b(4, '\0');
        qToBigEndian(v, b.data());
        return b;
    }
    static QByteArray int16(qint16 v)
    {
        QByteArray b(2, '\0');
        qToBigEndian(v, b.data());
        return b;
    }
    static QByteArray message(char type, const QByteArray& body)
    {
        return type + int32(qint32(body.size() + 4)) + body;
    }
    static QByteArray parameter(const char* name, const QByteArray& value)
    {
        return message('S', QByteArray(name) + '\0' + value + '\0');
    }
    static void send(int fd, const QByteArray& bytes) { (void)::write(fd, bytes.constData(), size_t(bytes.size())); }

    void serve()
    {
        while (!m_stop) {
            const int client = ::accept(m_listen, nullptr, nullptr);
            if (client < 0)
                return;
            ++m_sessions;
            session(client);
            ::close(client);
        }
    }

    void session(int fd)
    {
        // Startup: an SSL or GSS encryption request is declined with 'N', then the StartupMessage.
        for (;;) {
            char header[4];
            if (!readExactly(fd, header, 4))
                return;
            const qint32 length = qFromBigEndian<qint32>(header);
            QByteArray body(length - 4, '\0');
            if (!readExactly(fd, body.data(), body.size()))
                return;
            const qint32 code = qFromBigEndian<qint32>(body.constData());
            if (code == 80877103 || code == 80877104) { // SSLRequest, GSSENCRequest
                send(fd, QByteArrayLiteral("N"));
                continue;
            }
            break;
        }
        send(fd,
            message('R', int32(0)) // AuthenticationOk
                + parameter("server_version", m_version) + parameter("server_encoding", "UTF8")
                + parameter("client_encoding", "UTF8") + parameter("standard_conforming_strings", "on")
                + parameter("integer_datetimes", "on") + parameter("DateStyle", "ISO, MDY")
                + message('K', int32(4242) + int32(1)) + message('Z', "I"));
        for (;;) {
            char header[5];
            if (!readExactly(fd, header, 5))
                return;
            QByteArray body(qFromBigEndian<qint32>(header + 1) - 4, '\0');
            if (!readExactly(fd, body.data(), body.size()) || header[0] == 'X')
                return;
            if (header[0] != 'Q') { // only the simple query protocol is spoken here
                send(fd, message('E', QByteArray("SERROR\0C0A000\0Mnot supported\0\0", 32)) + message('Z', "I"));
                continue;
            }
            if (body.trimmed().toUpper().startsWith("SET")) {
                send(fd, message('C', QByteArray("SET", 4)) + message('Z', "I"));
                continue;
            }
            const QByteArray value = "PostgreSQL " + m_version;
            const QByteArray field
                = QByteArray("version", 8) + int32(0) + int16(0) + int32(25) + int16(-1) + int32(-1) + int16(0);
            send(fd,
                message('T', int16(1) + field) + message('D', int16(1) + int32(qint32(value.size())) + value)
                    + message('C', QByteArray("SELECT 1", 9)) + message('Z', "I"));
        }
    }

    QByteArray m_version;
    int m_listen = -1;
    int m_port = 0;
    std::atomic<bool> m_stop { false };
    std::atomic<int> m_sessions { 0 };
    std::thread m_thread;
};
