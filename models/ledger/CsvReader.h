#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

class QIODevice;

namespace rp {

// Streaming RFC 4180 reader: UTF-8 with an optional BOM, comma separated,
// double-quoted fields that may hold commas, quotes ("") and line breaks,
// CRLF or LF line ends. It holds one chunk and one record in memory, so a
// file of any size is read in constant space. Blank lines are skipped.
class CsvReader {
public:
    enum class Status { Record, End, Error };

    explicit CsvReader(QIODevice* device, qsizetype chunkSize = 1 << 20);

    // Reads the next record. On Error, message() and line() say what and where;
    // a stray quote skips the rest of its record so reading can go on, while an
    // unterminated quote ends the input.
    Status next();

    qsizetype size() const { return m_ends.size(); }
    QByteArrayView field(qsizetype i) const
    {
        const qsizetype begin = i == 0 ? 0 : m_ends.at(i - 1);
        return QByteArrayView(m_data.constData() + begin, m_ends.at(i) - begin);
    }
    // Physical line (1-based) on which the record and each of its fields start.
    qint64 line() const { return m_recordLine; }
    qint64 fieldLine(qsizetype i) const { return m_fieldLines.at(i); }
    QString message() const { return m_message; }
    // Index of the field where the error was found (-1 when unknown).
    qsizetype errorField() const { return m_errorField; }

    // Every byte read so far, for a hash of the whole file without a second pass.
    void setChunkObserver(void (*observer)(void* context, QByteArrayView chunk), void* context)
    {
        m_observer = observer;
        m_observerContext = context;
    }

private:
    enum class State { FieldStart, Unquoted, Quoted, QuoteInQuoted, SkipRecord };

    bool fill();
    void endField();
    Status endRecord(char lineEnd, const char* next);
    bool lineBreak(char c); // true when c ends a line (CR, LF, CR of CRLF)

    QIODevice* m_device;
    QByteArray m_chunk;
    qsizetype m_pos = 0;
    qsizetype m_chunkSize;
    bool m_started = false;
    bool m_eof = false;
    bool m_afterCr = false; // the previous byte was a CR: a following LF belongs to it

    QByteArray m_data; // the record's field bytes, unquoted, back to back
    QList<qsizetype> m_ends;
    QList<qint64> m_fieldLines;
    qint64 m_line = 1;
    qint64 m_recordLine = 1;
    QString m_message;
    qsizetype m_errorField = -1;

    void (*m_observer)(void*, QByteArrayView) = nullptr;
    void* m_observerContext = nullptr;
};

} // namespace rp
