#include "views/common/UserGuideDialog.h"

#include "models/common/Translation.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace rp {

UserGuideDialog::UserGuideDialog(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("userGuideDialog"));
    m_browser->setObjectName(QStringLiteral("userGuideBrowser"));
    m_browser->setOpenExternalLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(760, 640);
    retranslateUi();
}

QString UserGuideDialog::resourceFor(const QString& language)
{
    return language == u"zh_CN" ? QStringLiteral(":/data/guide/guide_zh_CN.html")
                                : QStringLiteral(":/data/guide/guide_en.html");
}

void UserGuideDialog::retranslateUi()
{
    setWindowTitle(tr("RentPlan User Guide"));
    QString language = Translation::current();
    if (language.isEmpty())
        language = Translation::systemLanguage();
    // As a source, not as text: links to the guide's own sections then scroll to them.
    m_browser->setSource(QUrl(QStringLiteral("qrc") + resourceFor(language)));
}

void UserGuideDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace rp
