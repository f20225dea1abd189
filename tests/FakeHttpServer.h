#pragma once

// A plain HTTP server on a loopback port, for "the port does not speak PostgreSQL": it
// answers whatever arrives first (libpq's TLS request, or its startup message) with an
// HTTP 400 response and closes the connection, as a web server does with bytes that are
// no HTTP request.
#include "tests/LoopbackListener.h"

#include <atomic>
#include <thread>

class FakeHttpServer {
public:
    FakeHttpServer()
    {
        m_listen = listenOnLoopback(&m_port);
        m_thread = std::thread([this] { serve(); });
    }
    ~FakeHttpServer()
    {
        ::shutdown(m_listen, SHUT_RDWR); // wakes accept()
        ::close(m_listen);
        m_thread.join();
    }
    FakeHttpServer(const FakeHttpServer&) = delete;
    FakeHttpServer& operator=(const FakeHttpServer&) = delete;

    int port() const { return m_port; }
    int connections() const { return m_connections; }

private:
    void serve()
    {
        for (;;) {
            const int client = ::accept(m_listen, nullptr, nullptr);
            if (client < 0)
                return;
            ++m_connections;
            char request[512];
            if (::read(client, request, sizeof request) > 0) {
                static const char response[]
                    = "HTTP/1.1 400 Bad Request\r\nServer: nginx\r\nContent-Type: text/html\r\n"
                      "Content-Length: 0\r\nConnection: close\r\n\r\n";
                (void)::write(client, response, sizeof response - 1);
            }
            ::close(client);
        }
    }

    int m_listen = -1;
    int m_port = 0;
    std::atomic<int> m_connections { 0 };
    std::thread m_thread;
};
