#include "views/report/PdfFile.h"

#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFWriter.hh>

#include <exception>

namespace rp {

PdfFile::PdfFile(const QByteArray& bytes)
    : m_bytes(bytes)
    , m_pdf(std::make_unique<QPDF>())
{
    try {
        m_pdf->setSuppressWarnings(true); // a damaged file is an error, not a repair on standard error
        m_pdf->setAttemptRecovery(false);
        m_pdf->processMemoryFile("PDF", m_bytes.constData(), size_t(m_bytes.size()));
    } catch (const std::exception& e) {
        m_error = tr("the PDF could not be read: %1").arg(QString::fromStdString(e.what()));
    }
}

PdfFile::~PdfFile() = default;

std::optional<QByteArray> PdfFile::write(QString* error)
{
    try {
        QPDFWriter writer(*m_pdf);
        writer.setOutputMemory();
        writer.setDecodeLevel(qpdf_dl_none); // the page streams as Qt compressed them
        writer.setCompressStreams(true); // and what was not compressed, compressed
        writer.setDeterministicID(true); // the same report gives the same file
        writer.write();
        const std::shared_ptr<Buffer> buffer = writer.getBufferSharedPointer();
        return QByteArray(reinterpret_cast<const char*>(buffer->getBuffer()), qsizetype(buffer->getSize()));
    } catch (const std::exception& e) {
        if (error)
            *error = tr("the PDF could not be written: %1").arg(QString::fromStdString(e.what()));
        return std::nullopt;
    }
}

} // namespace rp
