#include "models/common/Translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace rp {

namespace {

struct Installed {
    QString language;
    std::unique_ptr<QTranslator> own;
    std::unique_ptr<QTranslator> qt;
};

Installed& installed()
{
    static Installed state;
    return state;
}

} // namespace

QStringList Translation::languages()
{
    return { QStringLiteral("en"), QStringLiteral("zh_CN") };
}

QString Translation::systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

bool Translation::install(const QString& language)
{
    if (!languages().contains(language))
        return false;
    Installed& state = installed();
    if (state.own)
        QCoreApplication::removeTranslator(state.own.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());

    state.own = std::make_unique<QTranslator>();
    if (state.own->load(QStringLiteral(":/i18n/rentplan_") + language))
        QCoreApplication::installTranslator(state.own.get());
    state.qt = std::make_unique<QTranslator>();
    if (state.qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(state.qt.get());

    // Numbers and dates follow the chosen language too.
    QLocale::setDefault(QLocale(language == u"zh_CN" ? QLocale::Chinese : QLocale::English,
        language == u"zh_CN" ? QLocale::China : QLocale::UnitedStates));
    state.language = language;
    return true;
}

QString Translation::current()
{
    return installed().language;
}

} // namespace rp
