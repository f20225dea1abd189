#include "models/ledger/CsvReader.h"

#include <QCoreApplication>
#include <QIODevice>

namespace rp {

CsvReader::CsvReader(QIODevice* device, qsizetype chunkSize)
    : m_device(device)
    , m_chunkSize(chunkSize)
{
}

bool CsvReader::fill()
{
    if (m_eof)
        return false;
    m_chunk.resize(m_chunkSize);
    const qint64 got = m_device->read(m_chunk.data(), m_chunkSize);
    if (got <= 0) {
        m_eof = true;
        m_chunk.clear();
        return false;
    }
    m_chunk.resize(got);
    m_pos = 0;
    if (!m_started) {
        m_started = true;
        if (m_chunk.startsWith("\xEF\xBB\xBF"))
            m_pos = 3;
    }
    if (m_observer)
        m_observer(m_observerContext, QByteArrayView(m_chunk));
    return true;
}

void CsvReader::endField()
{
    if (m_fieldLines.size() == m_ends.size()) // an empty field ended by the input's end
        m_fieldLines.append(m_line);
    m_ends.append(m_data.size());
}

CsvReader::Status CsvReader::endRecord(char lineEnd, const char* next)
{
    endField();
    lineBreak(lineEnd);
    m_pos = next - m_chunk.constData();
    return Status::Record;
}

CsvReader::Status CsvReader::next()
{
    m_data.clear();
    m_ends.clear();
    m_fieldLines.clear();
    m_message.clear();
    m_errorField = -1;
    State state = State::FieldStart;
    bool recordStarted = false;

    for (;;) {
        if (m_pos >= m_chunk.size() && !fill())
            break;
        const char* p = m_chunk.constData() + m_pos;
        const char* end = m_chunk.constData() + m_chunk.size();
        while (p < end) {
            const char c = *p++;
            if (m_afterCr) {
                m_afterCr = false;
                if (c == '\n') { // second half of a CRLF, already counted
                    if (state == State::Quoted)
                        m_data.append('\n');
                    continue;
                }
            }
            switch (state) {
            case State::FieldStart:
                if (!recordStarted) {
                    if (c == '\n' || c == '\r') { // blank line
                        lineBreak(c);
                        continue;
                    }
                    recordStarted = true;
                    m_recordLine = m_line;
                }
                m_fieldLines.append(m_line);
                if (c == '"') {
                    state = State::Quoted;
                } else if (c == ',') {
                    endField();
                } else if (c == '\n' || c == '\r') {
                    return endRecord(c, p);
                } else {
                    m_data.append(c);
                    state = State::Unquoted;
                }
                break;
            case State::Unquoted:
                if (c == ',') {
                    endField();
                    state = State::FieldStart;
                } else if (c == '\n' || c == '\r') {
                    return endRecord(c, p);
                } else if (c == '"') {
                    m_message = QCoreApplication::translate(
                        "Ledger", "a quote inside a field that does not start with a quote");
                    m_errorField = m_ends.size();
                    state = State::SkipRecord;
                } else {
                    // Copy the run of plain bytes at once: this is the hot path.
                    const char* run = p - 1;
                    while (p < end && *p != ',' && *p != '\n' && *p != '\r' && *p != '"')
                        ++p;
                    m_data.append(run, p - run);
                }
                break;
            case State::Quoted:
                if (c == '"')
                    state = State::QuoteInQuoted;
                else {
                    if (c == '\n' || c == '\r')
                        lineBreak(c);
                    m_data.append(c);
                }
                break;
            case State::QuoteInQuoted:
                if (c == '"') {
                    m_data.append('"');
                    state = State::Quoted;
                } else if (c == ',') {
                    endField();
                    state = State::FieldStart;
                } else if (c == '\n' || c == '\r') {
                    return endRecord(c, p);
                } else {
                    m_message = QCoreApplication::translate("Ledger", "unexpected text after a closing quote");
                    m_errorField = m_ends.size();
                    state = State::SkipRecord;
                }
                break;
            case State::SkipRecord:
                if (c == '\n' || c == '\r') {
                    lineBreak(c);
                    m_pos = p - m_chunk.constData();
                    return Status::Error;
                }
                break;
            }
        }
        m_pos = m_chunk.size();
    }
    // End of input.
    if (state == State::Quoted) {
        m_recordLine = m_fieldLines.isEmpty() ? m_recordLine : m_fieldLines.last();
        m_message = QCoreApplication::translate("Ledger", "a quoted field is never closed (missing \")");
        m_errorField = m_ends.size();
        return Status::Error;
    }
    if (state == State::SkipRecord)
        return Status::Error;
    if (!recordStarted)
        return Status::End;
    endField();
    return Status::Record;
}

bool CsvReader::lineBreak(char c)
{
    ++m_line;
    if (c == '\r')
        m_afterCr = true;
    return true;
}

} // namespace rp
