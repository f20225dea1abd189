#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

class QPDF;

namespace rp {

// A PDF read into libqpdf from bytes, edited through its object model (PdfOutline,
// PdfTextMapping), and written back as a whole new file.
class PdfFile {
    Q_DECLARE_TR_FUNCTIONS(PdfFile)

public:
    explicit PdfFile(const QByteArray& bytes);
    ~PdfFile();
    PdfFile(const PdfFile&) = delete;
    PdfFile& operator=(const PdfFile&) = delete;

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    QPDF& qpdf() { return *m_pdf; }

    // The edited PDF; nullopt and `error` when libqpdf cannot write it.
    std::optional<QByteArray> write(QString* error);

private:
    QByteArray m_bytes; // libqpdf reads from this buffer as long as the document lives
    std::unique_ptr<QPDF> m_pdf;
    QString m_error;
};

} // namespace rp
