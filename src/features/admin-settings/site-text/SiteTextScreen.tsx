export default function SiteTextScreen() { return <h1 className="text-2xl font-bold">SiteTextScreen</h1>; }
